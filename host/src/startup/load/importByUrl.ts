/** Imports a module by its address, as the browser does (the tests put their own modules here). */
export const importByUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);
