/**
 * Every form control of server-drawn HTML is disabled: none works before the page's code has
 * run, and a choice made there would be lost when the page's code draws it again. Links stay
 * links, and work without script. Only our own server renderer's markup goes through this.
 */
export function withControlsDisabled(html: string): string {
  return html.replace(/<(button|input|select|textarea)\b([^>]*)>/g, (tag, name: string, attributes: string) =>
    /\sdisabled(=|\s|\/|$)/.test(attributes) ? tag : `<${name} disabled=""${attributes}>`,
  );
}
