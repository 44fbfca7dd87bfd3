#!/usr/bin/env node
// Starts or stops Debian's nginx serving the builds with the config deploy/nginx holds (written
// fresh from the registry and the header table by scripts/nginx-conf.mjs), on the same
// ports as `pnpm serve` (plus PORT_OFFSET). Used by `pnpm test:e2e:nginx` and CI.
//   node scripts/nginx.mjs start | stop
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps } from '../apps.config.mjs';
import { basePathPlaceholder, basePlaceholder, originPlaceholder, portPlaceholder, renderCommonConf, renderMainConf } from './nginx-conf.mjs';
import { preconnectLinks } from './headers.mjs';
import { pagesLocationRegex, sitePaths } from './siteRoutes.mjs';
import { sitePaths as releasePaths } from './release/site.mjs';
import { pointLiveLinks } from './release/liveLinks.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const prefix = join(root, '.nginx');
const offset = Number(process.env.PORT_OFFSET ?? 0);
const { releasesDir } = releasePaths();
// A relative entry in remotes.json (a release) is on the host's own origin.
const hostOrigin = `http://localhost:${apps.host.ports.prod + offset}`;
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
if (!nginx) {
  console.error('nginx is not installed (Debian: apt-get install -y nginx).');
  process.exit(1);
}

const remoteEntries = () => JSON.parse(readFileSync(join(root, 'host/dist/remotes.json'), 'utf8')).remotes;

function remoteOrigins() {
  return [...new Set(Object.values(remoteEntries()).filter((url) => /^https?:/i.test(url)).map((url) => new URL(url).origin))];
}

/** Where each remote's files are: its entry's folder, whole and as its origin and path. */
const remoteBases = () =>
  Object.fromEntries(
    Object.keys(apps.remotes).flatMap((name) => {
      const base = new URL('.', new URL(remoteEntries()[name], hostOrigin));
      return [
        [basePlaceholder(name), base.href],
        [originPlaceholder(name), base.origin],
        [basePathPlaceholder(name), base.pathname],
      ];
    }),
  );

/** Without the build's list of pages, every path is one (the old SPA fallback). */
function hostPages() {
  const paths = sitePaths(join(root, 'host/dist'));
  return paths ? pagesLocationRegex(paths) : '^/';
}

function render() {
  mkdirSync(join(prefix, 'temp'), { recursive: true });
  const values = {
    DIST: join(prefix, 'dist'),
    CONF_DIR: prefix,
    [portPlaceholder('host')]: apps.host.ports.prod + offset,
    ...Object.fromEntries(Object.entries(apps.remotes).map(([name, app]) => [portPlaceholder(name), app.ports.prod + offset])),
    REMOTE_ORIGINS: remoteOrigins().join(' '),
    REMOTE_PRECONNECT: preconnectLinks(remoteOrigins()),
    HOST_PAGES: hostPages(),
    ...remoteBases(),
  };
  const fill = (text) => text.replace(/\{\{(\w+)\}\}/g, (_, key) => String(values[key]));
  // The roots point at the apps' dist folders through links, as a deploy would copy them.
  mkdirSync(values.DIST, { recursive: true });
  for (const { dir } of [apps.host, ...Object.values(apps.remotes)]) {
    execFileSync('ln', ['-sfn', join(root, dir, 'dist'), join(values.DIST, dir)]);
  }
  mkdirSync(releasesDir, { recursive: true });
  execFileSync('ln', ['-sfn', releasesDir, join(values.DIST, 'releases')]);
  // The live releases nginx composes pages from follow remotes.json as it is now (a host deploy
  // writes it afresh); from here on, pnpm promote and pnpm rollback move them.
  pointLiveLinks(releasesDir, remoteEntries(), Object.keys(apps.remotes));
  writeFileSync(join(prefix, 'bookmarked-common.conf'), renderCommonConf());
  writeFileSync(join(prefix, 'bookmarked.conf'), fill(renderMainConf()));
  const temp = join(prefix, 'temp');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${prefix}/bookmarked.conf;
}
`,
  );
}

const command = process.argv[2];
if (command === 'start') {
  render();
  execFileSync(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-t', '-q'], { stdio: 'inherit' });
  execFileSync(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'inherit' });
  console.log(`nginx serving the composed site at http://localhost:${apps.host.ports.prod + offset}`);
} else if (command === 'stop') {
  if (existsSync(join(prefix, 'nginx.pid'))) {
    execFileSync(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-s', 'quit'], { stdio: 'inherit' });
  }
} else {
  console.error('usage: node scripts/nginx.mjs start|stop');
  process.exit(2);
}
