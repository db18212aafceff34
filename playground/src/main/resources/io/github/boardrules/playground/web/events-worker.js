// One event stream for every tab of this browser (a SharedWorker): each tab says which game it
// shows, the worker follows them all through one GET /api/events?games=... and hands each tab the
// events of its game. Without it every tab would hold a connection of its own, and a browser keeps
// at most six to one server: the seventh tab would wait for ever (docs/playground.md, "The page").
'use strict';

const MAX_FOLLOWED = 50;      // the server's bound on the games of one stream
const ports = new Map();      // each tab's port -> the game it shows (null: none)
let source = null;
let followed = '';
let retry = null;

function follow() {
  const ids = [...new Set([...ports.values()].filter((id) => id !== null))].slice(-MAX_FOLLOWED);
  const key = ids.sort((a, b) => a - b).join(',');
  if (key === followed && source) return;
  followed = key;
  if (source) { source.close(); source = null; }
  if (!key) return;
  source = new EventSource('/api/events?games=' + key);
  for (const type of ['update', 'seats', 'deleted']) source.addEventListener(type, (event) => forward(type, event.data));
  source.addEventListener('error', () => {
    // Refused (too many streams) or the server went away: try again a little later.
    if (source && source.readyState === EventSource.CLOSED && retry === null) {
      source = null;
      retry = setTimeout(() => { retry = null; follow(); }, 10000);
    }
  });
}

function forward(type, data) {
  let game;
  try { game = JSON.parse(data).game; } catch (e) { return; }
  for (const [port, id] of ports) {
    if (id === game) port.postMessage({ type, data });
  }
}

self.addEventListener('connect', (event) => {
  const port = event.ports[0];
  ports.set(port, null);
  port.addEventListener('message', (message) => {
    ports.delete(port);
    if (!message.data.bye) ports.set(port, message.data.game);  // the newest last, kept when there are many
    follow();
  });
  port.start();
});
