// Debian's nginx, the load balancer of `npm run start:cluster` (scripts/start-cluster.mjs) and of
// the cluster e2e test: installed when absent (scripts/system-packages.mjs; npm test installs it
// with the suite's other system packages before its first phase).
import { existsSync } from 'node:fs';
import { ensureSystemPackages, onPath } from './system-packages.mjs';

const SBIN = '/usr/sbin/nginx';

export const NGINX_PACKAGES = [
  {
    name: 'nginx',
    why: 'the load balancer of the cluster e2e and npm run start:cluster',
    present: () => existsSync(SBIN) || onPath('nginx'),
  },
];

/** The nginx binary's path (installing Debian's package when missing). */
export async function ensureNginx() {
  await ensureSystemPackages(NGINX_PACKAGES);
  return existsSync(SBIN) ? SBIN : 'nginx';
}

/**
 * An nginx configuration: `port` in front of `nodes` (ports on 127.0.0.1), one origin.
 * - Sticky: the first answer sets the cookie `nh_node` to the node that answered; later requests
 *   (socket.io's long polling must reach the node holding its session) go to that node, and to
 *   the next one when it is down (each pinned upstream lists the others as backups), after which
 *   the cookie names the node that answered.
 * - WebSocket upgrade for the chat socket and voice; no buffering for server-sent events.
 * - /__mail and /__dev (this machine only) answer 404 here, whatever the node would say.
 * - Voice is not pinned: each utterance's socket goes to the node with the fewest open
 *   connections (least_conn), so a node's recognisers queue only when every node's are busy
 *   (recognition is CPU-bound and stays on the node that took the socket).
 */
export function nginxConfig({ port, nodes, dir }) {
  const upstreams = nodes
    .map(
      (node, i) => `  upstream node${i} {
    server 127.0.0.1:${node} max_fails=1 fail_timeout=5s;
${nodes
  .filter((other) => other !== node)
  .map((other) => `    server 127.0.0.1:${other} backup;`)
  .join('\n')}
  }`,
    )
    .join('\n');
  const pinned = nodes.map((_, i) => `    node${i} node${i};`).join('\n');
  const answered = nodes.map((node, i) => `    ~:${node}$ node${i};`).join('\n');
  // What every location sends on: HTTP/1.1 with WebSocket upgrade, and who asked (TRUST_PROXY reads it).
  const proxied = `      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;`;
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 30m;
${upstreams}
  upstream any {
${nodes.map((node) => `    server 127.0.0.1:${node} max_fails=1 fail_timeout=5s;`).join('\n')}
  }
  upstream voice {
    least_conn;
${nodes.map((node) => `    server 127.0.0.1:${node} max_fails=1 fail_timeout=5s;`).join('\n')}
  }
  # The pinned node from the cookie; without one, any node.
  map $cookie_nh_node $pinned {
    default any;
${pinned}
  }
  # Which node answered (the last address tried).
  map $upstream_addr $answered {
    default "";
${answered}
  }
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }
  server {
    listen 127.0.0.1:${port};
    # The pages for the server's own machine (the local inbox with its PIN codes, the development
    # hooks) are never reached through the proxy; the nodes refuse them too when they see
    # X-Forwarded-For (server/http/client-address.ts). nginx matches the decoded, merged path.
    location ~* ^/(__mail|__dev)(/|$) {
      return 404;
    }
    location /public/voice-assistant/ {
      proxy_pass http://voice;
      proxy_next_upstream error timeout http_502;
${proxied}
      proxy_read_timeout 5m;
    }
    location / {
      proxy_pass http://$pinned;
      proxy_next_upstream error timeout http_502;
${proxied}
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      add_header Set-Cookie "nh_node=$answered; Path=/; SameSite=Lax; HttpOnly" always;
    }
  }
}
`;
}
