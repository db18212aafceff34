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
let events = null;          // the event stream of the game shown: the browser's shared worker, or a stream of its own
const ownGames = new Set(); // the games of this browser's list: its owner secret goes with their requests
let focusedPoint = null;    // the board point that had the keyboard focus, kept across a redraw
let focusedPart = 0;        // the picture it was in (partIndex): a split board shows its shared column twice

// For tests and scripts: data-idle="true" when no request or bot move is under way.
function markIdle() {
  document.body.dataset.idle = String(pending === 0 && !botBusy && botTimer === null);
}

// ---- Secrets: this browser's owner secret, and the seats of friend games, kept by the browser ----

// 128 random bits as 22 characters of URL-safe base64, made once and kept: the games this browser
// makes are its own, and only it may change them (docs/playground.md, "Whose games").
function ownerSecret() {
  let secret = localStorage.getItem('boardrules-owner');
  if (!secret || !/^[A-Za-z0-9_-]{22}$/.test(secret)) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    secret = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    localStorage.setItem('boardrules-owner', secret);
  }
  return secret;
}

// A seat's token, kept for every tab of this browser (so that its tabs all play that seat).
function seatToken(id) {
  return localStorage.getItem('boardrules-seat-' + id);
}

function keepSeat(id, link) {
  const token = new URL(link, location.href).searchParams.get('seat');
  if (token) localStorage.setItem('boardrules-seat-' + id, token);
}

function gameIdOf(path) {
  const match = /^games\/(\d+)/.exec(path);
  return match ? Number(match[1]) : null;
}

async function api(method, path, body) {
  const init = { method, headers: {} };
  if (method === 'POST' && body === undefined) body = {};  // a change is JSON, always
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const id = gameIdOf(path);
  if (id !== null && seatToken(id)) init.headers['X-Seat'] = seatToken(id);
  // The owner secret goes with the list, new games, a join (so that the game joined is listed) and
  // this browser's own games only: a secret that does not match counts against this address (the
  // server's limit on wrong secrets).
  const listOrNew = path === 'games' || path.startsWith('games?') || path.endsWith('/join');
  if (listOrNew || (id !== null && ownGames.has(id))) {
    init.headers['X-Owner'] = ownerSecret();
  }
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
    await created(await api('POST', 'games', body));
  } catch (e) {
    $('config-error').textContent = e.message;
  }
}

// A new game: this browser's own; a friend game's seat kept, its invitation kept for this tab
// (only the answer that made the game has it); shown; the form set to it; the list refreshed.
async function created(next) {
  ownGames.add(next.id);
  if (next.links) {
    keepSeat(next.id, next.links.seat);
    if (next.links.invitation) sessionStorage.setItem('boardrules-invite-' + next.id, next.links.invitation);
  }
  show(next);
  await formFromGame(next.game);
  await refreshSavedGames();
}

async function uploadRecord() {
  const file = $('upload').files[0];
  if (!file) return;
  $('upload-error').textContent = '';
  try {
    await created(await api('POST', 'games', { record: await file.text() }));
  } catch (e) {
    // Beside the upload form, not under the game shown: the record made no game.
    $('upload-error').textContent = 'The record ' + file.name + ' was refused: ' + e.message;
  }
  $('upload').value = '';
}

async function refreshSavedGames() {
  const list = await api('GET', 'games?limit=200');
  const select = $('saved-games');
  for (const g of list.games) ownGames.add(g.id);
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
    show(await api('GET', 'games/' + Number(id)));
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

function isFriendGame(shown) {
  return shown.mode === 'friend';
}

// The side this browser holds in a friend game: the server says it to the seat's token.
function mySide(shown) {
  return shown.seat || null;
}

// Whether this page may change the game: its owner, or a seat still in it.
function canPlay(shown) {
  return shown.role === 'owner' || (shown.role === 'seat' && !(shown.left || []).includes(shown.seat));
}

// Whether a click on the board may make a move: this page plays, and in a friend game it is its turn.
function myTurn(shown) {
  return canPlay(shown) && (!isFriendGame(shown) || mySide(shown) === shown.toMoveName);
}

function show(next, keepMessage) {
  const other = !view || view.id !== next.id;
  // A refusal stays while the game stays as it was; the next move (here or the other player's) clears it.
  const moved = other || view.ply !== next.ply || view.redo.length !== next.redo.length;
  view = next;
  clicks = next.clicks || [];
  if (!keepMessage || moved) say('');
  address(view.id);
  subscribe(view.id);
  document.title = '#' + view.id + ' ' + view.title + ' · boardrules playground';
  $('title').textContent = '#' + view.id + ' ' + view.title;
  // An uploaded record's configuration names a setup the record already holds: the record is named instead.
  const uploaded = Object.keys(view.tags || {}).length > 0;
  $('mode-line').textContent = (uploaded ? 'an uploaded record' : view.game) + ' · ' + (view.bot
    ? 'against the bot (level ' + view.bot.level + ' ' + view.bot.name + ', plays ' + sideName(view.bot.side) + ')'
    : view.solo ? 'puzzle' : isFriendGame(view) ? 'with a friend' : 'hot-seat');
  $('status').textContent = statusText(view);
  $('result').hidden = !view.status.over;
  $('result-text').textContent = view.result || '';
  showViewing();
  showFriend();
  showRecord();
  drawBoard();
  $('clicked').textContent = clicks.length ? 'clicked: ' + clicks.join(', ') + ' — next: ' + view.targets.join(', ') : '';
  // A watcher sees only what a watcher can do: the board, the log, the record.
  const plays = canPlay(view);
  for (const id of ['undo', 'redo', 'bot-move', 'cancel-clicks', 'delete-game']) $(id).hidden = !plays;
  $('move-form').hidden = !plays;
  $('undo').disabled = !view.canUndo;
  $('redo').disabled = !view.canRedo;
  // In a friend game there is no bot to call, and redo would replay the other side's moves.
  $('bot-move').hidden = !plays || isFriendGame(view);
  $('redo').hidden = !plays || isFriendGame(view);
  $('bot-move').disabled = view.status.over || view.solo;
  $('cancel-clicks').disabled = clicks.length === 0;
  $('delete-game').disabled = false;
  $('delete-game').textContent = isFriendGame(view) ? 'Leave game' : 'Delete game';
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
    if ((shown.left || []).includes(mine)) return turn + ' (you left this game)';
    return mine === shown.toMoveName ? 'Your turn: you play ' + mine : turn + ': waiting for your friend (you play ' + mine + ')';
  }
  if (shown.role === 'watcher') return turn + ' (you are watching: this game is another browser\'s)';
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

// A friend game, for a seat: the invitation while the friend has not joined (its creator only), the
// seat's own link (to play from another device), the watch link; and who has left.
function showFriend() {
  const box = $('friend');
  const links = view.links;
  box.hidden = !isFriendGame(view) || (!links && !(view.left || []).length);
  if (box.hidden) return;
  const mine = mySide(view);
  const left = (view.left || []).filter((side) => side !== mine);
  let intro = mine ? 'You play ' + mine + '.' : 'A game between friends.';
  if (view.waitingForFriend && view.creator) intro += ' Send your friend the invitation: it seats them once.';
  else if (view.waitingForFriend) intro += ' Waiting for your friend to open the invitation.';
  if (left.length) intro += ' ' + left.join(' and ') + ' left the game; Leave game deletes it when both have left.';
  $('friend-intro').textContent = intro;
  $('show-invitation').hidden = !(view.waitingForFriend && view.creator) || Boolean(invitationOf(view.id));
  const list = $('friend-links');
  list.textContent = '';
  if (!links) return;
  const entries = [];
  const invitation = view.waitingForFriend && view.creator ? invitationOf(view.id) : null;
  if (invitation) entries.push(['Invitation for your friend', invitation, 'the invitation']);
  entries.push(['Your seat (keep it to yourself)', links.seat, 'your seat']);
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
    a.dataset.link = what;
    copy.addEventListener('click', () => copyLink(url, copy));
    li.append(a, ' ', copy);
    list.append(li);
  }
}

function invitationOf(id) {
  return sessionStorage.getItem('boardrules-invite-' + id);
}

// The creator's seat shows the invitation again while it is unused.
async function showInvitation() {
  if (!view) return;
  const id = view.id;
  try {
    const answer = await api('GET', 'games/' + id + '/invitation');
    sessionStorage.setItem('boardrules-invite-' + id, answer.invitation);
    if (view && view.id === id) showFriend();
  } catch (e) {
    say(e.message, id);
  }
}

// An uploaded record's players, date and result, in words (the records' own keys are PW, PB, DT, RE, ...).
const RECORD_WORDS = [
  [['Event', 'EV'], 'Event'], [['Date', 'DT'], 'Played'], [['Site', 'PC'], 'Place'], [['Round', 'RO'], 'Round'],
  [['Result', 'RE'], 'Result as recorded'], [['Board'], 'Board'], [['SO', 'Source'], 'From']];

function playersOf(tags) {
  const players = [];
  const side = (player) => sideName(player);
  const pairs = [[['White', 'PW'], 'WHITE'], [['Black', 'PB'], 'BLACK'], [['First', 'P0'], 'FIRST'],
    [['Second', 'P1'], 'SECOND']];
  for (const [keys, who] of pairs) {
    const key = keys.find((k) => tags[k]);
    if (!key) continue;
    // WHITE and BLACK name TZAAR's sides; FIRST and SECOND are the library's, named as the game names them.
    const name = who === 'FIRST' || who === 'SECOND' ? side(who) : who;
    players.push(name + ': ' + tags[key]);
  }
  return players;
}

function showRecord() {
  const tags = view.tags || {};
  const lines = [];
  const players = playersOf(tags);
  if (players.length) lines.push('Players: ' + players.join(' · '));
  for (const [keys, words] of RECORD_WORDS) {
    const key = keys.find((k) => tags[k]);
    if (key) lines.push(words + ': ' + tags[key]);
  }
  if (view.result && lines.length) lines.push('Result: ' + view.result);
  const box = $('record-info');
  box.hidden = lines.length === 0;
  box.textContent = '';
  for (const line of lines) {
    const p = document.createElement('p');
    p.textContent = line;
    box.append(p);
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

// The address names the game, so that a reload or a bookmark shows it again; a seat's token stays in
// this browser's storage, out of the address bar.
function address(id) {
  const wanted = '?game=' + id;
  if (location.search !== wanted || location.hash) history.replaceState(null, '', location.pathname + wanted);
}

// Another tab's or another player's move reaches this page as an event; it then asks for the view.
// The tabs of a browser share one stream through a SharedWorker (a browser keeps at most six
// connections to a server; a stream per tab would freeze the seventh); without one, a stream of its own.
function subscribe(id) {
  if (events && events.gameId === id) return;
  if (typeof SharedWorker !== 'undefined') {
    if (!events) {
      const worker = new SharedWorker('events-worker.js');
      events = { port: worker.port, gameId: null };
      worker.port.onmessage = (message) => gameEvent(message.data.type, message.data.data);
      addEventListener('pagehide', () => worker.port.postMessage({ bye: true }));
    }
    events.gameId = id;
    events.port.postMessage({ game: id });
    return;
  }
  if (typeof EventSource === 'undefined') return;
  if (events) events.source.close();
  const source = new EventSource('/api/events?games=' + id);
  events = { source, gameId: id };
  for (const type of ['update', 'seats', 'deleted']) source.addEventListener(type, (event) => gameEvent(type, event.data));
}

function unsubscribe() {
  if (!events) return;
  if (events.port) events.port.postMessage({ game: null });
  else events.source.close();
  if (!events.port) events = null;
  else events.gameId = null;
}

function gameEvent(type, data) {
  let update;
  try { update = JSON.parse(data); } catch (e) { return; }
  if (!view || view.id !== update.game) return;
  if (type === 'deleted') {
    view = null;
    clearGame('Game #' + update.game + ' was deleted.');
    refreshSavedGames();
    return;
  }
  if (botBusy) return;
  if (type === 'update' && update.ply === view.ply && update.plies === view.ply + view.redo.length) return;
  refresh(update.game);
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
  board.classList.remove('in-parts');
  // The width it is drawn for (data-drawn-width): a phone turned draws it again.
  board.dataset.drawnWidth = board.clientWidth;
  fitTargets();
  const elements = boardPointElements();
  for (const element of elements) {
    const name = element.getAttribute('data-point');
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
  // One point is in the tab order: the one focused last (in the part it was focused in, where a
  // split board shows it twice), else the first that may come next, else the first.
  const named = (name) => elements.filter((e) => e.getAttribute('data-point') === name);
  const focused = named(focusedPoint);
  const first = focused.find((e) => partIndex(e) === focusedPart) || focused[0]
    || named(view.targets.find((t) => named(t).length))[0] || elements[0];
  if (first) first.setAttribute('tabindex', '0');
  if (hadFocus && first && focused.length) first.focus({ preventScroll: true });
  $('keys-hint').hidden = elements.length === 0;
}

// The clickable element of each point in each picture shown: the topmost of the shapes that carry
// its name. A point in the shared column of a split board is in both halves.
function boardPointElements() {
  const elements = [];
  for (const svg of $('board').querySelectorAll('svg')) {
    const topmost = new Map();
    for (const element of svg.querySelectorAll('[data-point]')) {
      topmost.set(element.getAttribute('data-point'), element);
    }
    elements.push(...topmost.values());
  }
  return elements;
}

// Which picture of the board an element is in: the whole picture, or a part of it on a phone.
function partIndex(element) {
  return [...$('board').querySelectorAll('svg')].indexOf(element.closest('svg'));
}

// On a phone a whole picture at the screen's width can shrink its points below a finger's width
// (ZÈRTZ's rings to about 20 px at 390 px, its marbles to 17). The picture is then shown in parts,
// one under the other, each part as large as its points need (44 px) and never wider than the
// screen: the points that lie together (a board, a level of Pylos, the push arrows) make a part,
// and each part is a copy of the picture cropped to them, with the coordinates written beside them.
// The picture's buttons (push arrows, Pass, Done) and a point that lies alone (a marble of the
// ZÈRTZ supply) are drawn with their faces 44 px high. A part wider than the screen at 44 px a
// point (a board of 9 or 10 columns at 390 px) is split into halves that share a column, one under
// the other, each captioned with its columns ("Left half: columns a–e", "Right half: columns
// e–i"). Above the parts the whole picture stays at the screen's width, for what is not a point
// (captures, reserves) and to see the whole board at once; it takes no taps.
const FINGER = 44;
const SVG_NS = 'http://www.w3.org/2000/svg';

function fitTargets() {
  const board = $('board');
  const svg = board.querySelector('svg');
  if (!svg || !matchMedia('(max-width: 700px), (pointer: coarse)').matches) return;
  const width = board.clientWidth;
  const view = svg.viewBox.baseVal;
  const screen = svg.getScreenCTM();
  if (!view || !view.width || !screen || !screen.a) return;
  const unit = 1 / screen.a;  // viewBox units a CSS pixel
  // From the screen to the picture's units, where the picture may sit inside a taller box.
  const toPicture = (x, y) => new DOMPoint(x, y).matrixTransform(screen.inverse());
  // A point's area: all the shapes that carry its name (a cell and the ball on it).
  const areas = new Map();
  for (const element of board.querySelectorAll('[data-point]')) {
    const r = element.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    const name = element.getAttribute('data-point');
    const a = areas.get(name);
    const control = element.classList.contains('control') || (a !== undefined && a.control);
    areas.set(name, a ? { l: Math.min(a.l, r.left), t: Math.min(a.t, r.top), r: Math.max(a.r, r.right),
      b: Math.max(a.b, r.bottom), control } : { l: r.left, t: r.top, r: r.right, b: r.bottom, control });
  }
  const points = [...areas].map(([name, a]) => {
    const corner = toPicture(a.l, a.t);
    return { name, x: corner.x, y: corner.y, w: (a.r - a.l) * unit, h: (a.b - a.t) * unit, control: a.control };
  });
  if (!points.length || Math.min(...points.map((p) => Math.min(p.w, p.h))) / unit >= FINGER) return;
  // Each point's reach: the distance to its nearest neighbour (a circle of that width overlaps no
  // other's), at most twice its own size.
  for (const p of points) {
    p.cx = p.x + p.w / 2;
    p.cy = p.y + p.h / 2;
  }
  for (const p of points) {
    let nearest = Infinity;
    for (const q of points) {
      if (q !== p) nearest = Math.min(nearest, Math.hypot(q.cx - p.cx, q.cy - p.cy));
    }
    p.reach = Math.max(Math.min(p.w, p.h), Math.min(nearest, 2 * Math.max(p.w, p.h)));
  }
  // The picture's texts and shapes in its own units: coordinates beside a part go with it, and a
  // text or another point's shape the crop would cut is hidden rather than shown in pieces.
  const texts = [...svg.querySelectorAll('text')].map((text, index) => {
    const b = text.getBBox();
    const label = text.textContent.trim().length <= 2;  // a coordinate: "a", "10"
    return { index, x0: b.x, y0: b.y, x1: b.x + b.width, y1: b.y + b.height, label };
  });
  const shapes = [...svg.querySelectorAll('[data-point]')].map((element) => {
    const b = element.getBBox();
    return { x0: b.x, y0: b.y, x1: b.x + b.width, y1: b.y + b.height };
  });
  const groups = clusters(points);
  // A text belongs to the group of the point it is written on (a button's "Done"), else to that of
  // the nearest point that is no button: a board's coordinates go with the board, not with a
  // button just under them.
  for (const t of texts) {
    let nearest = Infinity;
    for (const group of groups) {
      for (const p of group) {
        const d = Math.hypot(Math.max(p.x - t.x1, t.x0 - p.x - p.w, 0), Math.max(p.y - t.y1, t.y0 - p.y - p.h, 0));
        const on = t.x0 >= p.x && t.x1 <= p.x + p.w && t.y0 >= p.y && t.y1 <= p.y + p.h;
        const score = on ? -1 : p.control ? d + 1e6 : d;
        if (score < nearest) {
          nearest = score;
          t.group = group;
        }
      }
    }
  }
  const pieces = [];
  for (const group of groups) pieces.push(...piecesOf(group, width, texts.filter((t) => t.group === group)));
  // The whole picture first; it takes no taps.
  svg.setAttribute('aria-hidden', 'true');
  svg.classList.add('overview');
  const template = svg.cloneNode(true);
  for (const element of svg.querySelectorAll('[data-point]')) element.removeAttribute('data-point');
  for (const piece of pieces) {
    const copy = template.cloneNode(true);
    // A part's points are its own: the others of the picture take no taps, and those its crop would
    // cut are hidden (no slivers of the other half's balls, or of a button beside the part).
    copy.querySelectorAll('[data-point]').forEach((element, i) => {
      if (piece.names.has(element.getAttribute('data-point'))) return;
      element.removeAttribute('data-point');
      if (meets(shapes[i], piece) && !inside(shapes[i], piece)) element.setAttribute('visibility', 'hidden');
    });
    const copyTexts = [...copy.querySelectorAll('text')];
    for (const t of piece.borrowed || []) {
      const text = copyTexts[t.index].cloneNode(true);
      text.setAttribute('x', Number(text.getAttribute('x')) + t.dx);
      copy.append(text);
    }
    copyTexts.forEach((text, i) => {
      if (meets(texts[i], piece) && !inside(texts[i], piece)) text.setAttribute('visibility', 'hidden');
    });
    // The targets, under the picture's shapes: a tap between the shapes still reaches the nearest point.
    const first = copy.firstElementChild;
    for (const p of piece.points) {
      const target = document.createElementNS(SVG_NS, 'circle');
      target.setAttribute('cx', p.cx);
      target.setAttribute('cy', p.cy);
      target.setAttribute('r', p.reach / 2);
      target.setAttribute('data-point', p.name);
      target.setAttribute('class', 'reach');
      copy.insertBefore(target, first);
    }
    copy.classList.remove('overview');
    copy.classList.add('part');
    copy.removeAttribute('aria-hidden');
    copy.removeAttribute('id');
    for (const element of copy.querySelectorAll('[id]')) {
      if (!element.closest('defs')) element.removeAttribute('id');  // ids once in the page; gradients stay shared
    }
    const scale = Math.min(FINGER / piece.size, width / piece.w);  // CSS pixels a viewBox unit
    copy.setAttribute('viewBox', piece.x0 + ' ' + piece.y0 + ' ' + piece.w + ' ' + piece.h);
    copy.removeAttribute('width');
    copy.removeAttribute('height');
    copy.style.width = Math.ceil(piece.w * scale) + 'px';
    copy.style.height = Math.ceil(piece.h * scale) + 'px';
    copy.style.maxWidth = '100%';
    copy.style.maxHeight = 'none';
    if (piece.caption) {
      const figure = document.createElement('figure');
      figure.className = 'half';
      const caption = document.createElement('figcaption');
      caption.textContent = piece.caption;
      figure.append(caption, copy);
      board.append(figure);
    } else {
      board.append(copy);
    }
  }
  // One part holds all the points and all the writing: the whole picture above it would only repeat
  // it small. It stays, of no size, for the gradients and patterns the parts draw with.
  svg.classList.toggle('gone', pieces.length === 1 && texts.every((t) => inside(t, pieces[0])));
  board.classList.add('in-parts');
}

// The parts of the picture one group of points is shown in: buttons (the picture's controls) and a
// lone point with their faces 44 px high, a row of buttons too long for the screen in shorter rows;
// else the group with the coordinates beside it; a group too wide for the screen at a finger's
// width in windows of columns, the next sharing the last column of the one before (two windows of
// 5 columns for 9: a–e and e–i; of 6 for 10: a–f and e–j). The right half, where the picture
// numbers the rows on the left only, gets those numbers on its right.
function piecesOf(part, width, texts) {
  if (part.length === 1 || part.every((p) => p.control)) {
    for (const p of part) p.reach = Math.min(p.w, p.h);  // the face itself takes the taps
    const size = Math.min(...part.map((p) => p.reach));
    const fits = (piece) => piece.w * FINGER / size <= width + 0.5;
    const whole = faces(part, size);
    if (fits(whole) || part.length === 1) return [whole];
    const columns = columnsOf(part, size);
    for (let k = 2; k <= columns.length; k++) {
      const m = Math.ceil(columns.length / k);
      const rows = [];
      for (let start = 0; start < columns.length; start += m) {
        rows.push(faces(columns.slice(start, start + m).flat(), size));
      }
      if (rows.every(fits) || m === 1) return rows;
    }
    return [whole];
  }
  const size = Math.min(...part.map((p) => p.reach));
  const fits = (piece) => piece.w * FINGER / size <= width + 0.5;
  const bare = crop(part, size);
  const whole = labelled(bare, texts, width);
  if (fits(whole)) return [whole];
  const columns = columnsOf(part, size);
  const rowNumbers = texts.filter((t) => t.label && beside(t, bare).left);
  for (let k = 2; k <= columns.length; k++) {
    const m = Math.ceil((columns.length + k - 1) / k);
    const pieces = [];
    for (let i = 0; i < k; i++) {
      const start = i === k - 1 ? columns.length - m : i * (m - 1);
      const window = columns.slice(start, start + m);
      const windowCrop = crop(window.flat(), size);
      let piece = labelled(windowCrop, texts, width);
      if (!piece.numbered && i === k - 1) {
        const x1 = bare.x0 + bare.w;
        const borrowed = rowNumbers.map((t) => ({ ...t, dx: x1 + bare.x0 - t.x1 - t.x0 }))
          .map((t) => ({ ...t, x0: t.x0 + t.dx, x1: t.x1 + t.dx }));
        piece = { ...labelled(windowCrop, texts.concat(borrowed), width), borrowed };
      }
      piece.caption = captionOf(window, i, k);
      pieces.push(piece);
    }
    if (pieces.every(fits) || m === 1) return pieces;
  }
  return [whole];
}

// The box of some buttons' faces, with a margin, in the picture's units.
function faces(points, size) {
  const margin = size * 0.15;
  const x0 = Math.min(...points.map((p) => p.x)) - margin;
  const y0 = Math.min(...points.map((p) => p.y)) - margin;
  return { x0, y0, w: Math.max(...points.map((p) => p.x + p.w)) + margin - x0,
    h: Math.max(...points.map((p) => p.y + p.h)) + margin - y0, size, points,
    names: new Set(points.map((p) => p.name)) };
}

// The box of some points and their reach, in the picture's units.
function crop(points, size) {
  const x0 = Math.min(...points.map((p) => Math.min(p.x, p.cx - p.reach / 2)));
  const y0 = Math.min(...points.map((p) => Math.min(p.y, p.cy - p.reach / 2)));
  const x1 = Math.max(...points.map((p) => Math.max(p.x + p.w, p.cx + p.reach / 2)));
  const y1 = Math.max(...points.map((p) => Math.max(p.y + p.h, p.cy + p.reach / 2)));
  return { x0, y0, w: x1 - x0, h: y1 - y0, size, points, names: new Set(points.map((p) => p.name)) };
}

// Whether a box (a text's, a shape's) and a piece overlap; whether it lies inside it.
function meets(t, piece) {
  return t.x1 > piece.x0 && t.x0 < piece.x0 + piece.w && t.y1 > piece.y0 && t.y0 < piece.y0 + piece.h;
}

function inside(t, piece) {
  return t.x0 >= piece.x0 - 0.5 && t.x1 <= piece.x0 + piece.w + 0.5 && t.y0 >= piece.y0 - 0.5
    && t.y1 <= piece.y0 + piece.h + 0.5;
}

// Where a text lies next to a piece: its near edge within about half a point of the piece's edge,
// along that edge.
function beside(t, piece) {
  const near = piece.size * 0.6;
  const x1 = piece.x0 + piece.w;
  const y1 = piece.y0 + piece.h;
  const across = t.x0 >= piece.x0 - 0.5 && t.x1 <= x1 + 0.5;
  const along = t.y0 >= piece.y0 - 0.5 && t.y1 <= y1 + 0.5;
  return {
    above: across && t.y1 <= piece.y0 + 0.5 && t.y1 >= piece.y0 - near,
    below: across && t.y0 >= y1 - 0.5 && t.y0 <= y1 + near,
    left: along && t.x1 <= piece.x0 + 0.5 && t.x1 >= piece.x0 - near,
    right: along && t.x0 >= x1 - 0.5 && t.x0 <= x1 + near,
  };
}

// A piece grown to take in the coordinates written beside it (texts of one or two characters, such
// as a board's "a" to "i" and "1" to "10"); sideways only where it still fits the screen at a
// finger's width. numbered: it took texts at its side.
function labelled(piece, texts, width) {
  let box = { x0: piece.x0, y0: piece.y0, x1: piece.x0 + piece.w, y1: piece.y0 + piece.h };
  const grow = (t) => ({ x0: Math.min(box.x0, t.x0), y0: Math.min(box.y0, t.y0), x1: Math.max(box.x1, t.x1),
    y1: Math.max(box.y1, t.y1) });
  const sides = texts.filter((t) => t.label).map((t) => [t, beside(t, piece)]);
  for (const [t, where] of sides) {
    if (where.above || where.below) box = grow(t);
  }
  const tall = box;
  let numbered = false;
  for (const [t, where] of sides) {
    if (where.left || where.right) {
      box = grow(t);
      numbered = true;
    }
  }
  if ((box.x1 - box.x0) * FINGER / piece.size > width) {
    box = tall;
    numbered = false;
  }
  return { ...piece, x0: box.x0, y0: box.y0, w: box.x1 - box.x0, h: box.y1 - box.y0, numbered };
}

// A group's points by column, left to right: points whose centres lie within a third of a point
// across of each other.
function columnsOf(part, size) {
  const columns = [];
  for (const p of part.slice().sort((a, b) => a.cx - b.cx)) {
    const last = columns[columns.length - 1];
    if (last && p.cx - last[0].cx < size / 3) last.push(p);
    else columns.push([p]);
  }
  return columns;
}

// "Left half: columns a–e": the columns by the letter their points' names share (a1 … a9), else
// by place alone.
function captionOf(window, i, k) {
  const letter = (column) => {
    const letters = new Set(column.map((p) => (/^([A-Za-z]+)\d+$/.exec(p.name) || [])[1]));
    return letters.size === 1 && !letters.has(undefined) ? [...letters][0] : null;
  };
  const from = letter(window[0]);
  const to = letter(window[window.length - 1]);
  const where = k === 2 ? (i === 0 ? 'Left half' : 'Right half') : 'Part ' + (i + 1) + ' of ' + k;
  return from && to ? where + ': columns ' + from + '–' + to : where;
}

// The points that lie together: two points are of one part when their centres are no farther apart
// than about the smaller reach, as neighbours on one board are (a board's cells, a Pylos level, the
// marbles of a supply), unlike a board and the marbles beside it.
function clusters(points) {
  const parent = points.map((p, i) => i);
  const find = (i) => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const a = points[i];
      const b = points[j];
      // Buttons of a row stay together even where one has a nearer neighbour in another row.
      const apart = a.control && b.control ? 1.6 : 1.15;
      if (Math.hypot(a.cx - b.cx, a.cy - b.cy) <= apart * Math.min(a.reach, b.reach)) parent[find(i)] = find(j);
    }
  }
  const groups = new Map();
  points.forEach((p, i) => {
    const root = find(i);
    if (!groups.has(root)) groups.set(root, []);
    groups.get(root).push(p);
  });
  // Top to bottom, then left to right, as the picture has them.
  return [...groups.values()].sort((a, b) => Math.min(...a.map((p) => p.y)) - Math.min(...b.map((p) => p.y))
    || Math.min(...a.map((p) => p.x)) - Math.min(...b.map((p) => p.x)));
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
// Places are the picture's own (not the screen's), so that on a phone the keys move over the board
// as it is drawn, whichever way its parts are stacked; a point shown twice (the shared column of a
// split board) is taken in the part the focus is in.
function nearestPoint(from, [dx, dy]) {
  const [x, y] = pictureCentre(from);
  const name = from.getAttribute('data-point');
  const part = from.closest('svg');
  let best = null;
  let bestScore = Infinity;
  for (const element of boardPointElements()) {
    if (element.getAttribute('data-point') === name) continue;
    const [ex, ey] = pictureCentre(element);
    const along = (ex - x) * dx + (ey - y) * dy;
    if (along < 2) continue;
    const across = Math.abs((ex - x) * dy - (ey - y) * dx);
    const score = along + 2.5 * across;
    if (score < bestScore - 0.01 || (score < bestScore + 0.01 && element.closest('svg') === part)) {
      best = element;
      bestScore = Math.min(score, bestScore);
    }
  }
  return best;
}

// An element's centre in its picture's units (its viewBox): the same in every part of a picture.
function pictureCentre(element) {
  const box = element.getBoundingClientRect();
  const centre = new DOMPoint(box.left + box.width / 2, box.top + box.height / 2);
  const screen = element.closest('svg').getScreenCTM();
  if (!screen || !screen.a) return [centre.x, centre.y];
  const point = centre.matrixTransform(screen.inverse());
  return [point.x, point.y];
}

function boardFocus(event) {
  const element = event.target.closest && event.target.closest('[data-point]');
  if (!element) return;
  focusedPoint = element.getAttribute('data-point');
  focusedPart = partIndex(element);
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
    say(canPlay(view) ? 'It is ' + view.toMoveName + '\'s turn: wait for your friend\'s move.'
      : isFriendGame(view) ? 'This link only watches: open a seat link to play.'
        : 'This game is another browser\'s: you can watch it; start a game of your own to play.', id);
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
  const question = isFriendGame(view)
    ? 'Leave game #' + id + '? Your seat is given up; the game is deleted once your friend leaves it too.'
    : 'Delete game #' + id + ' (' + view.game + ', ' + view.ply + ' moves)? It cannot be undone.';
  if (!confirm(question)) return;
  let left;
  try {
    left = isFriendGame(view) && Object.keys(await api('DELETE', 'games/' + id)).length > 0;
  } catch (e) {
    say(e.message, id);
    return;
  }
  // A friend game: this seat has left; the game is deleted when both have (answer 202: it stays for the other).
  ownGames.delete(id);
  localStorage.removeItem('boardrules-seat-' + id);
  sessionStorage.removeItem('boardrules-invite-' + id);
  unsubscribe();
  view = null;
  clearGame(left ? 'You left game #' + id + '; it is deleted when your friend leaves it too.'
    : 'Game #' + id + ' was deleted.');
  refreshSavedGames();
}

// The play panel with no game: after a delete, or when the address names a game that is gone.
function clearGame(statusLine) {
  $('title').textContent = 'No game shown';
  $('mode-line').textContent = '';
  $('status').textContent = statusLine;
  for (const id of ['result', 'viewing', 'friend', 'keys-hint', 'record-info']) $(id).hidden = true;
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

// The game the address names: ?game=12 (with &seat=TOKEN from a seat's link, or &invite=CODE from
// an invitation), or the older #game=12.
async function addressedGame() {
  const params = new URLSearchParams(location.search);
  const hash = /game=(\d+)/.exec(location.hash);
  const id = params.get('game') || (hash && hash[1]);
  if (!id || !/^\d+$/.test(id)) return null;
  if (params.get('seat')) localStorage.setItem('boardrules-seat-' + id, params.get('seat'));
  const invitation = params.get('invite');
  if (invitation && !seatToken(id)) {
    try {
      const joined = await api('POST', 'games/' + id + '/join', { invitation });
      keepSeat(Number(id), joined.links.seat);
      ownGames.add(Number(id));
      await refreshSavedGames();  // the game joined is in this browser's list now
    } catch (e) {
      history.replaceState(null, '', location.pathname + '?game=' + id);
      return { id, refusal: e.message };
    }
  }
  return { id };
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
  $('show-invitation').addEventListener('click', showInvitation);
  // A phone turned, or a window made narrower: the board's parts are cut for its width again.
  addEventListener('resize', () => {
    if (view && String($('board').clientWidth) !== $('board').dataset.drawnWidth) drawBoard();
  });
  buildOptions();
  await refreshSavedGames();
  const addressed = await addressedGame();
  if (addressed) {
    await openGame(addressed.id);
    if (addressed.refusal) say(addressed.refusal);
  }
}

function clearButtons() {
  for (const id of ['undo', 'redo', 'bot-move', 'cancel-clicks', 'delete-game', 'send-move']) $(id).disabled = true;
}

init().catch((e) => say('The playground did not load: ' + e.message)).finally(markIdle);
