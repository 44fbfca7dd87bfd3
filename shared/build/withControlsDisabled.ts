import { SERVER_DISABLED_ATTRIBUTE } from '../../scripts/composition/markers.mjs';

/**
 * Every form control of server-drawn HTML is disabled: none works before the page's code has
 * run, and a choice made there would be lost when the page's code draws it again. Links stay
 * links, and work without script. Each is marked, so the app enables exactly these when it
 * hydrates them. Only our own server renderer's markup goes through this.
 */
export function withControlsDisabled(html: string): string {
  return html.replace(/<(button|input|select|textarea)\b([^>]*)>/g, (tag, name: string, attributes: string) =>
    /\sdisabled(=|\s|\/|$)/.test(attributes) ? tag : `<${name} disabled="" ${SERVER_DISABLED_ATTRIBUTE}=""${attributes}>`,
  );
}
