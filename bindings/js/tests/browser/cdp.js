// cdp.js - Chromium driven over the DevTools protocol on a pipe
// (--remote-debugging-pipe: fd 3 in, fd 4 out, messages end with NUL).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function launch(binary, { width = 1280, height = 900 } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'vchess-chromium-'));
  const args = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run',
    '--disable-extensions', '--disable-dev-shm-usage', '--remote-debugging-pipe',
    `--user-data-dir=${profile}`, `--window-size=${width},${height}`, 'about:blank'];
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
  const browser = new Browser(child, profile);
  await browser.attach();
  return browser;
}

class Browser {
  constructor(child, profile) {
    this.child = child;
    this.profile = profile;
    this.next = 1;
    this.pending = new Map();
    this.listeners = [];
    this.stderr = '';
    child.stderr.on('data', (d) => { this.stderr = (this.stderr + d).slice(-4000); });
    let buffer = '';
    child.stdio[4].on('data', (chunk) => {
      buffer += chunk;
      for (let end; (end = buffer.indexOf('\0')) >= 0; buffer = buffer.slice(end + 1)) {
        this.receive(JSON.parse(buffer.slice(0, end)));
      }
    });
  }

  receive(msg) {
    if (msg.id && this.pending.has(msg.id)) {
      const { resolve, reject } = this.pending.get(msg.id);
      this.pending.delete(msg.id);
      if (msg.error) reject(new Error(`${msg.error.message} ${msg.error.data ?? ''}`));
      else resolve(msg.result);
    } else if (msg.method) {
      for (const f of this.listeners) f(msg);
    }
  }

  /** One protocol command; on the page's session unless told otherwise. */
  send(method, params = {}, sessionId = this.session) {
    const id = this.next++;
    const msg = { id, method, params, ...(sessionId ? { sessionId } : {}) };
    this.child.stdio[3].write(JSON.stringify(msg) + '\0');
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  on(f) { this.listeners.push(f); }

  async attach() {
    const { targetId } = await this.send('Target.createTarget', { url: 'about:blank' }, null);
    const { sessionId } = await this.send('Target.attachToTarget', { targetId, flatten: true }, null);
    this.session = sessionId;
    await this.send('Page.enable');
    await this.send('Runtime.enable');
  }

  /** The value of a JavaScript expression in the page (awaited). */
  async evaluate(expression) {
    const r = await this.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
    if (r.exceptionDetails) throw new Error(`in page: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text}`);
    return r.result.value;
  }

  /** Waits until the expression is truthy. */
  async waitFor(expression, timeoutMs = 20000) {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const value = await this.evaluate(expression);
      if (value) return value;
      if (Date.now() > end) throw new Error(`timed out waiting for ${expression}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** A real mouse click at page coordinates. */
  async click(x, y) {
    const base = { x, y, button: 'left', clickCount: 1 };
    await this.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
    await this.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...base });
    await this.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...base });
  }

  async screenshot() {
    const { data } = await this.send('Page.captureScreenshot', { format: 'png' });
    return Buffer.from(data, 'base64');
  }

  async close() {
    const exited = new Promise((resolve) => {
      if (this.child.exitCode !== null) resolve();
      else this.child.once('exit', resolve);
    });
    this.send('Browser.close', {}, null).catch(() => {});
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    rmSync(this.profile, { recursive: true, force: true, maxRetries: 5 });
  }
}
