// The boardrules playground page: plain JavaScript over the JSON API (docs/playground.md, "The API").
// The page knows no game: the catalogue lists the games and options, the server's picture names
// its clickable points with data-point, and the server says which points may come next.
'use strict';

const $ = (id) => document.getElementById(id);
let catalog = [];           // from GET /api/catalog
let view = null;            // the game shown, from the API
let clicks = [];            // the points clicked since the last move
let botBusy = false;
let botTimer = null;
let pending = 0;            // requests under way
let events = null;          // the EventSource of the game shown
let focusedPoint = null;    // the board point that had the keyboard focus, kept across a redraw

// For tests and scripts: data-idle="true" when no request or bot move is under way.
function markIdle() {
  document.body.dataset.idle = String(pending === 0 && !botBusy && botTimer === null);
}

// ---- Seats of friend games: a token per game, from the seat link, kept for this tab ----

function seatToken(id) {
  return sessionStorage.getItem('boardrules-seat-' + id);
}

function gameIdOf(path) {
  const match = /^games\/(\d+)/.exec(path);
  return match ? Number(match[1]) : null;
}

async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const id = gameIdOf(path);
  if (id !== null && seatToken(id)) init.headers['X-Seat'] = seatToken(id);
  pending++;
  markIdle();
  let response;
  let data = {};
  try {
    response = await fetch('/api/' + path, init);
    if (response.status !== 204) {
      const text = await response.text();
      try { data = JSON.parse(text); } catch (e) { data = { error: text || ('HTTP ' + response.status) }; }
    }
  } finally {
    pending--;
    setTimeout(markIdle, 0);   // after the caller has shown the answer
  }
  if (!response.ok) {
    const error = new Error(tidyRefusal(data.error || ('HTTP ' + response.status)));
    error.status = response.status;
    throw error;
  }
  return data;
}

// "Illegal move a1-b1: a1-b1: heap 1 is empty" names the move once: "Illegal move: a1-b1: heap 1 is empty".
function tidyRefusal(text) {
  const match = /^Illegal move ([^:]+): (.*)$/s.exec(text);
  return match && match[2].startsWith(match[1]) ? 'Illegal move: ' + match[2] : text;
}

// The message line of the game shown: a late answer about another game is not shown under this one.
function say(text, id) {
  if (id !== undefined && (!view || view.id !== id)) return;
  $('message').textContent = text || '';
}

// ---- New game form, generated from the catalogue's option descriptions ----

function currentProvider() {
  return catalog.find((g) => g.name === $('game-select').value);
}

function buildOptions(thenCheck = true) {
  const provider = currentProvider();
  const box = $('options');
  box.textContent = '';
  for (const option of provider.options) {
    const label = document.createElement('label');
    label.title = option.description;
    let input;
    if (option.type === 'BOOLEAN') {
      label.className = 'option-bool';
      input = document.createElement('input');
      input.type = 'checkbox';
      input.checked = option.default === 'true';
      label.append(input, ' ' + option.name);
    } else if (option.type === 'CHOICE') {
      input = document.createElement('select');
      for (const choice of option.choices) {
        input.append(new Option(choice, choice, false, choice === option.default));
      }
      label.append(option.name + ' ', input);
    } else {
      input = document.createElement('input');
      input.type = option.type === 'INTEGER' ? 'number' : 'text';
      if (option.type === 'INTEGER') { input.min = option.min; input.max = option.max; }
      input.value = option.default === null ? '' : option.default;
      input.placeholder = option.default === null ? 'none' : '';
      label.append(option.name + ' ', input);
    }
    input.dataset.option = option.name;
    input.addEventListener('change', configChanged);
    const hint = document.createElement('span');
    hint.className = 'hint';
    hint.textContent = option.description;
    label.append(hint);
    box.append(label);
  }
  if (thenCheck) configChanged();
}

// The configured game's text, such as zertz(board=48): the options that differ from their default.
function configText() {
  const provider = currentProvider();
  const parts = [];
  for (const input of $('options').querySelectorAll('[data-option]')) {
    const option = provider.options.find((o) => o.name === input.dataset.option);
    const value = input.type === 'checkbox' ? String(input.checked) : input.value.trim();
    if (value !== '' && value !== option.default) parts.push(option.name + '=' + value);
  }
  return provider.name + (parts.length ? '(' + parts.join(',') + ')' : '');
}

async function configChanged() {
  const text = configText();
  $('config-text').textContent = text;
  $('config-error').textContent = '';
  try {
    const info = await api('GET', 'catalog/levels?game=' + encodeURIComponent(text));
    const level = $('bot-level');
    const previous = level.value;
    level.textContent = '';
    for (const l of info.levels) level.append(new Option(l.level + ' ' + l.name + ' (' + l.description + ')', l.level));
    if (previous && previous <= info.levels.length) level.value = previous;
    const side = $('bot-side');
    const previousSide = side.value || 'SECOND';
    side.textContent = '';
    for (const s of ['FIRST', 'SECOND']) side.append(new Option(info.sides[s] + ' (' + s.toLowerCase() + ')', s));
    side.value = previousSide;
    $('mode-bot').disabled = info.solo;
    if (info.solo) { $('mode-hotseat').checked = true; modeChanged(); }
    $('start').disabled = false;
  } catch (e) {
    $('config-error').textContent = e.message;
    $('start').disabled = true;
  }
}

function modeChanged() {
  $('bot-settings').hidden = !$('mode-bot').checked;
}

async function startGame(event) {
  event.preventDefault();
  const body = { game: configText() };
  if ($('mode-bot').checked) body.bot = { level: Number($('bot-level').value), side: $('bot-side').value };
  if ($('mode-friend').checked) body.mode = 'friend';
  try {
    created(await api('POST', 'games', body));
  } catch (e) {
    $('config-error').textContent = e.message;
  }
}

// A new game: shown, its friend links kept for this tab (only the answer to its creation and seat
// holders get them), the list refreshed.
function created(next) {
  if (next.links) sessionStorage.setItem('boardrules-links-' + next.id, JSON.stringify(next.links));
  show(next);
  refreshSavedGames();
}

async function uploadRecord() {
  const file = $('upload').files[0];
  if (!file) return;
  $('upload-error').textContent = '';
  try {
    created(await api('POST', 'games', { record: await file.text() }));
  } catch (e) {
    // Beside the upload form, not under the game shown: the record made no game.
    $('upload-error').textContent = 'The record ' + file.name + ' was refused: ' + e.message;
  }
  $('upload').value = '';
}

async function refreshSavedGames() {
  const list = await api('GET', 'games?limit=200');
  const select = $('saved-games');
  select.textContent = '';
  // Newest first, whichever order the server sends.
  for (const g of list.games.slice().sort((a, b) => b.id - a.id)) {
    select.append(new Option(savedGameText(g.id, g.game, g.ply, g.status), g.id, false, view && view.id === g.id));
  }
  // The list may have been asked for before the shown game's last move (a bot's answer): the view is newer.
  if (view) updateSavedGame(view);
}

// The count first: a long configured game text is cut off at the list's edge.
function savedGameText(id, game, ply, status) {
  return '#' + id + ' · ' + (status.over ? 'over' : ply + (ply === 1 ? ' move' : ' moves')) + ' · ' + game;
}

function updateSavedGame(shown) {
  for (const option of $('saved-games').options) {
    if (Number(option.value) === shown.id) option.text = savedGameText(shown.id, shown.game, shown.ply, shown.status);
  }
}

async function openGame(id) {
  try {
    show(await api('GET', 'games/' + id));
    await formFromGame(view.game);
  } catch (e) {
    say(e.message);
  }
}

// Sets the new-game form to a game's configuration, such as zertz(board=48): a game opened from
// the list or the address is the one a new game starts as.
async function formFromGame(text) {
  const open = text.indexOf('(');
  const name = open < 0 ? text : text.slice(0, open);
  if (!catalog.some((g) => g.name === name)) return;
  $('game-select').value = name;
  buildOptions(false);
  const values = {};
  if (open >= 0) {
    let depth = 0;
    let start = open + 1;
    const inner = text.slice(0, text.lastIndexOf(')') + 1);
    for (let i = open + 1; i < inner.length; i++) {
      const c = inner[i];
      if (c === '(') depth++;
      else if ((c === ')' && depth-- === 0) || (c === ',' && depth === 0)) {
        const pair = inner.slice(start, i);
        const eq = pair.indexOf('=');
        if (eq > 0) values[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
        start = i + 1;
      }
    }
  }
  for (const input of $('options').querySelectorAll('[data-option]')) {
    const value = values[input.dataset.option];
    if (value === undefined) continue;
    if (input.type === 'checkbox') input.checked = value === 'true';
    else input.value = value;
  }
  await configChanged();
}

// ---- The game ----

// The side names of the game shown, by the library's FIRST and SECOND.
function sideName(player) {
  const side = view.sides.find((s) => s.player === player);
  return side ? side.name : player;
}

// A friend game's links: in the view for a seat holder, or kept from the answer that created it.
function friendLinks(shown) {
  if (shown.links) return shown.links;
  const kept = sessionStorage.getItem('boardrules-links-' + shown.id);
  return kept ? JSON.parse(kept) : null;
}

function isFriendGame(shown) {
  return shown.mode === 'friend' || Boolean(friendLinks(shown)) || Boolean(seatToken(shown.id));
}

// The side this tab holds in a friend game: the seat link whose token it was opened with.
function mySide(shown) {
  const token = seatToken(shown.id);
  const links = friendLinks(shown);
  if (!token || !links) return null;
  for (const [name, link] of Object.entries(links.seats)) {
    if (new URL(link, location.href).searchParams.get('seat') === token) return name;
  }
  return null;
}

// Whether a click on the board may make a move: not in a friend game where the other side is to move.
function myTurn(shown) {
  return !isFriendGame(shown) || mySide(shown) === shown.toMoveName;
}

function show(next, keepMessage) {
  const other = !view || view.id !== next.id;
  view = next;
  clicks = next.clicks || [];
  if (!keepMessage) say('');
  address(view.id);
  subscribe(view.id);
  document.title = '#' + view.id + ' ' + view.title + ' · boardrules playground';
  $('title').textContent = '#' + view.id + ' ' + view.title;
  $('mode-line').textContent = view.game + ' · ' + (view.bot
    ? 'against the bot (level ' + view.bot.level + ' ' + view.bot.name + ', plays ' + sideName(view.bot.side) + ')'
    : view.solo ? 'puzzle' : isFriendGame(view) ? 'with a friend' : 'hot-seat');
  $('status').textContent = statusText(view);
  $('result').hidden = !view.status.over;
  $('result-text').textContent = view.result || '';
  showViewing();
  showFriend();
  drawBoard();
  $('clicked').textContent = clicks.length ? 'clicked: ' + clicks.join(', ') + ' — next: ' + view.targets.join(', ') : '';
  $('undo').disabled = !view.canUndo;
  $('redo').disabled = !view.canRedo;
  $('bot-move').disabled = view.status.over || view.solo;
  $('cancel-clicks').disabled = clicks.length === 0;
  $('delete-game').disabled = false;
  $('send-move').disabled = view.status.over;
  $('download').href = '/api/games/' + view.id + '/record';
  $('download').setAttribute('download', 'boardrules-game-' + view.id + '.txt');
  renderLog(other);
  updateSavedGame(view);
  document.body.dataset.game = view.id;
  document.body.dataset.ply = view.ply;
  if (view.botToMove && !botWaits(view) && !botBusy && botTimer === null) {
    botTimer = setTimeout(() => { botTimer = null; botMove(); }, 150);
  }
  markIdle();
}

// Whose turn, in the game's own side names; a puzzle has no side.
function statusText(shown) {
  if (shown.status.over) return 'Game over';
  const moves = shown.ply + (shown.ply === 1 ? ' move' : ' moves') + ' so far';
  if (shown.solo) return 'Your move (' + moves + ')';
  const turn = shown.toMoveName + ' to move';
  if (isFriendGame(shown)) {
    const mine = mySide(shown);
    if (!mine) return turn + ' (you are watching)';
    return mine === shown.toMoveName ? 'Your turn: you play ' + mine : turn + ': waiting for your friend (you play ' + mine + ')';
  }
  if (!shown.botToMove) return turn;
  return turn + (botWaits(shown) ? ' (the bot\'s turn: Redo replays the game, Bot move lets the bot play)'
    : ' (the bot is thinking)');
}

// Time travel says so, and leads back to the latest move.
function showViewing() {
  const viewing = view.viewing;
  $('viewing').hidden = !viewing;
  $('board').classList.toggle('past', Boolean(viewing));
  if (!viewing) return;
  $('viewing-text').textContent = 'Viewing move ' + viewing.ply + ' of ' + viewing.plies
    + (viewing.ply === 0 ? ' (the start)' : '') + ': playing a move here drops the moves after it.';
}

function showFriend() {
  const links = friendLinks(view);
  const box = $('friend');
  box.hidden = !links;
  if (!links) return;
  const mine = mySide(view);
  $('friend-intro').textContent = mine
    ? 'You play ' + mine + '. Send your friend the other link; the watch link only watches.'
    : 'A link for each side: open yours here, send your friend the other. The watch link only watches.';
  const list = $('friend-links');
  list.textContent = '';
  const entries = Object.entries(links.seats).map(([name, link]) => [name + (name === mine ? ' (you)' : ''), link,
    'play ' + name]);
  entries.push(['Watch', links.watch, 'watch']);
  for (const [label, link, what] of entries) {
    const url = new URL(link, location.href).href;
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = url;
    a.textContent = label;
    a.className = 'seat-link';
    a.dataset.side = label;
    const copy = document.createElement('button');
    copy.type = 'button';
    copy.className = 'copy';
    copy.textContent = 'Copy link';
    copy.setAttribute('aria-label', 'Copy the link to ' + what);
    copy.addEventListener('click', () => copyLink(url, copy));
    li.append(a, ' ', copy);
    list.append(li);
  }
}

async function copyLink(url, button) {
  try {
    await navigator.clipboard.writeText(url);
    button.textContent = 'Copied';
  } catch (e) {
    say('The browser did not let the page copy; the link is ' + url);
  }
}

// The address names the game (and this tab's seat), so that a reload or a bookmark shows it again.
function address(id) {
  const params = new URLSearchParams();
  params.set('game', id);
  if (seatToken(id)) params.set('seat', seatToken(id));
  const wanted = '?' + params.toString();
  if (location.search !== wanted || location.hash) history.replaceState(null, '', location.pathname + wanted);
}

// Another tab's or another player's move reaches this page as an event; it then asks for the view.
function subscribe(id) {
  if (typeof EventSource === 'undefined' || (events && events.gameId === id)) return;
  if (events) events.close();
  events = new EventSource('/api/games/' + id + '/events');
  events.gameId = id;
  events.addEventListener('update', (event) => {
    let update;
    try { update = JSON.parse(event.data); } catch (e) { return; }
    if (!view || view.id !== id || botBusy) return;
    if (update.ply === view.ply && update.plies === view.ply + view.redo.length) return;
    refresh(id);
  });
}

async function refresh(id) {
  try {
    const next = await api('GET', 'games/' + id);
    if (view && view.id === id) show(next, true);
  } catch (e) {
    say(e.message, id);
  }
}

// ---- The board: the library's picture, its points clickable and reachable by keyboard ----

function drawBoard() {
  const board = $('board');
  const hadFocus = board.contains(document.activeElement);
  board.innerHTML = view.svg || '<pre>' + escapeHtml(view.diagram) + '</pre>';
  const points = boardPoints();
  for (const [name, element] of points) {
    const control = element.classList.contains('control');
    const target = view.targets.includes(name);
    const clicked = clicks.includes(name);
    element.setAttribute('tabindex', '-1');
    element.setAttribute('role', 'button');
    element.setAttribute('aria-label', (control ? name : 'point ' + name) + (clicked ? ', clicked' : '')
      + (target ? ', may come next' : ''));
    if (!myTurn(view) || view.status.over) element.setAttribute('aria-disabled', 'true');
  }
  // The picture marks the targets; the points already clicked are marked here, so a move of several
  // clicks (a ZÈRTZ placement, a Pylos raise) shows what it has so far.
  for (const element of board.querySelectorAll('[data-point]')) {
    if (clicks.includes(element.getAttribute('data-point'))) element.classList.add('clicked');
  }
  // One point is in the tab order (the one focused last, else the first that may come next).
  const first = points.get(focusedPoint) || points.get(view.targets.find((t) => points.has(t)))
    || points.values().next().value;
  if (first) first.setAttribute('tabindex', '0');
  if (hadFocus && first && points.has(focusedPoint)) first.focus({ preventScroll: true });
  $('keys-hint').hidden = points.size === 0;
  fitTargets();
}

// The clickable element of each point: the topmost of the shapes that carry its name.
function boardPoints() {
  const points = new Map();
  for (const element of $('board').querySelectorAll('[data-point]')) {
    points.set(element.getAttribute('data-point'), element);
  }
  return points;
}

// On a phone a whole board can shrink its points below a finger's width: the picture then grows
// until its points are 44 px across, and the board scrolls sideways.
function fitTargets() {
  const svg = $('board').querySelector('svg');
  if (!svg || !matchMedia('(max-width: 700px), (pointer: coarse)').matches) return;
  svg.style.width = '';
  const sizes = new Map();
  for (const element of $('board').querySelectorAll('[data-point]:not(.control)')) {
    const box = element.getBoundingClientRect();
    const name = element.getAttribute('data-point');
    sizes.set(name, Math.max(sizes.get(name) || 0, Math.min(box.width, box.height)));
  }
  // The board's points, not the few small extras some pictures have (ZÈRTZ's pool marbles): the
  // size that three quarters of the points reach.
  const sorted = [...sizes.values()].filter((size) => size > 0).sort((a, b) => a - b);
  const typical = sorted[Math.floor(sorted.length / 4)];
  if (!typical || typical >= 44) return;
  svg.style.width = Math.ceil(svg.getBoundingClientRect().width * 44 / typical) + 'px';
  svg.style.maxWidth = 'none';
  svg.style.maxHeight = 'none';
}

function boardKey(event) {
  const element = event.target.closest('[data-point]');
  if (!element) return;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    pointClicked(element.getAttribute('data-point'));
    return;
  }
  const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
  if (!step) return;
  event.preventDefault();
  const next = nearestPoint(element, step);
  if (next) {
    element.setAttribute('tabindex', '-1');
    next.setAttribute('tabindex', '0');
    next.focus();
  }
}

// The point nearest in the direction of an arrow key, preferring the ones in line with this one.
function nearestPoint(from, [dx, dy]) {
  const centre = (element) => {
    const box = element.getBoundingClientRect();
    return [box.left + box.width / 2, box.top + box.height / 2];
  };
  const [x, y] = centre(from);
  let best = null;
  let bestScore = Infinity;
  for (const element of boardPoints().values()) {
    if (element === from) continue;
    const [ex, ey] = centre(element);
    const along = (ex - x) * dx + (ey - y) * dy;
    if (along < 2) continue;
    const across = Math.abs((ex - x) * dy - (ey - y) * dx);
    const score = along + 2.5 * across;
    if (score < bestScore) { best = element; bestScore = score; }
  }
  return best;
}

function boardFocus(event) {
  const element = event.target.closest && event.target.closest('[data-point]');
  if (element) focusedPoint = element.getAttribute('data-point');
}

// After undo or time travel the bot does not play on its own: its move would drop the moves to redo.
function botWaits(shown) {
  return shown.redo.length > 0;
}

function renderLog(scroll) {
  const log = $('log');
  log.querySelectorAll('li:not(#log-start)').forEach((li) => li.remove());
  markCurrent($('log-start'), view.ply === 0);
  for (const m of view.moves) {
    const li = logEntry(m.ply, m.move, 'ply');
    markCurrent(li, m.ply === view.ply);
    if (!view.solo) {
      const side = document.createElement('span');
      side.className = 'side';
      side.textContent = m.sideName;
      li.firstChild.append(side);
    }
    log.append(li);
  }
  view.redo.forEach((text, i) => log.append(logEntry(view.ply + i + 1, text, 'ply future')));
  const current = log.querySelector('.current');
  if (current && scroll !== false) current.scrollIntoView({ block: 'nearest' });
}

function logEntry(ply, text, className) {
  const li = document.createElement('li');
  li.className = className;
  li.dataset.ply = ply;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = ply + '. ' + text;
  li.append(button);
  return li;
}

function markCurrent(li, current) {
  li.classList.toggle('current', current);
  const button = li.querySelector('button');
  if (current) button.setAttribute('aria-current', 'step');
  else button.removeAttribute('aria-current');
}

function escapeHtml(text) {
  return String(text).replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' }[c]));
}

function boardClicked(event) {
  const element = event.target.closest('[data-point]');
  if (element) pointClicked(element.getAttribute('data-point'));
}

async function pointClicked(point) {
  if (!view || view.status.over || botBusy) return;
  const id = view.id;
  if (!myTurn(view)) {
    say(mySide(view) ? 'It is ' + view.toMoveName + '\'s turn: wait for your friend\'s move.'
      : 'This link only watches: open a seat link to play.', id);
    return;
  }
  focusedPoint = point;
  const points = clicks.concat([point]);
  try {
    const next = await api('POST', 'games/' + id + '/click', { points });
    if (!view || view.id !== id) return;
    show(next);
  } catch (e) {
    // The library's reason, as it states it; the clicks start again.
    clicks = [];
    await refresh(id);
    say(e.message, id);
  }
}

async function act(method, path, body) {
  if (!view) return;
  const id = view.id;
  try {
    const next = await api(method, 'games/' + id + '/' + path, body);
    if (view && view.id === id) show(next);
  } catch (e) {
    say(e.message, id);
  }
}

async function botMove() {
  if (!view || view.status.over || botBusy) return;
  const id = view.id;
  botBusy = true;
  try {
    const next = await api('POST', 'games/' + id + '/bot', {});
    botBusy = false;
    if (view && view.id === id) show(next);
  } catch (e) {
    botBusy = false;
    say(e.message, id);
  }
  markIdle();
}

function undo() {
  // Against a bot, take back the bot's answer and the player's move together.
  const last = view.moves[view.moves.length - 1];
  const plies = view.bot && last && last.side === view.bot.side && view.moves.length >= 2 ? 2 : 1;
  act('POST', 'undo', { plies });
}

// The same game again: its configured game, its bot or friend seats, a new start.
async function playAgain() {
  if (!view) return;
  const body = { game: view.game };
  if (view.bot) body.bot = { level: view.bot.level, side: view.bot.side };
  if (isFriendGame(view)) body.mode = 'friend';
  try {
    created(await api('POST', 'games', body));
  } catch (e) {
    say(e.message, view.id);
  }
}

async function deleteGame() {
  if (!view) return;
  const id = view.id;
  if (!confirm('Delete game #' + id + ' (' + view.game + ', ' + view.ply + ' moves)? It cannot be undone.')) return;
  try {
    await api('DELETE', 'games/' + id);
  } catch (e) {
    say(e.message, id);
    return;
  }
  sessionStorage.removeItem('boardrules-links-' + id);
  if (events) { events.close(); events = null; }
  view = null;
  clearGame('Game #' + id + ' was deleted.');
  refreshSavedGames();
}

// The play panel with no game: after a delete, or when the address names a game that is gone.
function clearGame(statusLine) {
  $('title').textContent = 'No game shown';
  $('mode-line').textContent = '';
  $('status').textContent = statusLine;
  for (const id of ['result', 'viewing', 'friend', 'keys-hint']) $(id).hidden = true;
  $('board').innerHTML = '';
  $('clicked').textContent = '';
  $('message').textContent = '';
  for (const id of ['undo', 'redo', 'bot-move', 'cancel-clicks', 'delete-game', 'send-move']) $(id).disabled = true;
  $('download').removeAttribute('href');
  $('log').querySelectorAll('li:not(#log-start)').forEach((li) => li.remove());
  delete document.body.dataset.game;
  history.replaceState(null, '', location.pathname);
  markIdle();
}

async function sendMove(event) {
  event.preventDefault();
  const text = $('move-text').value.trim();
  if (!text || !view) return;
  const id = view.id;
  try {
    const next = await api('POST', 'games/' + id + '/move', { move: text });
    $('move-text').value = '';
    if (view && view.id === id) show(next);
  } catch (e) {
    say(e.message, id);
  }
}

// The game the address names: ?game=12 (with &seat=TOKEN from a friend's seat link), or the older #game=12.
function addressedGame() {
  const params = new URLSearchParams(location.search);
  const hash = /game=(\d+)/.exec(location.hash);
  const id = params.get('game') || (hash && hash[1]);
  if (!id || !/^\d+$/.test(id)) return null;
  if (params.get('seat')) sessionStorage.setItem('boardrules-seat-' + id, params.get('seat'));
  return id;
}

async function init() {
  clearButtons();
  catalog = (await api('GET', 'catalog')).games;
  for (const g of catalog) $('game-select').append(new Option(g.title + ' (' + g.name + ')', g.name));
  $('game-select').addEventListener('change', buildOptions);
  for (const id of ['mode-hotseat', 'mode-bot', 'mode-friend']) $(id).addEventListener('change', modeChanged);
  $('new-game').addEventListener('submit', startGame);
  $('upload').addEventListener('change', uploadRecord);
  $('saved-games').addEventListener('change', (e) => openGame(e.target.value));
  $('board').addEventListener('click', boardClicked);
  $('board').addEventListener('keydown', boardKey);
  $('board').addEventListener('focusin', boardFocus);
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', () => act('POST', 'redo'));
  $('bot-move').addEventListener('click', botMove);
  $('cancel-clicks').addEventListener('click', () => openGame(view.id));
  $('play-again').addEventListener('click', playAgain);
  $('delete-game').addEventListener('click', deleteGame);
  $('to-present').addEventListener('click', () => act('POST', 'goto', { ply: view.viewing.plies }));
  $('move-form').addEventListener('submit', sendMove);
  $('log').addEventListener('click', (e) => {
    const li = e.target.closest('li[data-ply]');
    if (li && view) act('POST', 'goto', { ply: Number(li.dataset.ply) });
  });
  buildOptions();
  await refreshSavedGames();
  const id = addressedGame();
  if (id) await openGame(id);
}

function clearButtons() {
  for (const id of ['undo', 'redo', 'bot-move', 'cancel-clicks', 'delete-game', 'send-move']) $(id).disabled = true;
}

init().catch((e) => say('The playground did not load: ' + e.message)).finally(markIdle);
