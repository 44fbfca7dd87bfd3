/** What the build says about itself (shared/build/defineFederatedApp.ts): the build id names the page's release. */
declare const __BUILD_INFO__: { name: string; version: string; buildId: string; platformVersion: string };
