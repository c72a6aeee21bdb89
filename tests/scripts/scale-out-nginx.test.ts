import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxConfig } from '../../scripts/scale-out';

// npm run scale-out runs deploy/nginx.conf (the compose file's proxy) with its own ports and
// paths: the marked lines are replaced, everything else is the file as it is.
const template = readFileSync(path.resolve(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8');
const options = { listen: '127.0.0.1:8190', upstreams: ['127.0.0.1:8191', '127.0.0.1:8192', '127.0.0.1:8193'], accessLog: '/tmp/x/access.log', errorLog: '/tmp/x/error.log', tempDir: '/tmp/x' };

describe('the scale-out proxy configuration', () => {
  it('is deploy/nginx.conf with the listen address, the instances, the logs and temporary paths of the run', () => {
    const conf = nginxConfig(template, options);
    expect(conf).toMatch(/^\s*listen 127\.0\.0\.1:8190;$/m);
    expect(conf.match(/^\s*server 127\.0\.0\.1:819\d;$/gm)).toEqual(['    server 127.0.0.1:8191;', '    server 127.0.0.1:8192;', '    server 127.0.0.1:8193;']);
    const directives = conf.split('\n').filter((line) => !line.trim().startsWith('#')).join('\n');
    expect(directives).not.toMatch(/portal-[ab]:8080|scale-out:|\/dev\/std/);
    expect(conf).toContain('access_log /tmp/x/access.log;');
    expect(conf).toContain('proxy_temp_path /tmp/x/proxy-temp;');
    // what the portal needs of the proxy stays as written
    expect(conf).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(conf).toMatch(/location ~ \^\/api\/\(messaging\|guest\)\/events\$ \{\s*proxy_pass http:\/\/portal;\s*proxy_buffering off;/);
  });

  it('refuses a file whose marked lines are missing', () => {
    expect(() => nginxConfig(template.replace(/# scale-out: listen/, ''), options)).toThrow(/scale-out: listen/);
    expect(() => nginxConfig(template.replace(/# scale-out: instance/g, ''), options)).toThrow(/scale-out: instance/);
  });
});
