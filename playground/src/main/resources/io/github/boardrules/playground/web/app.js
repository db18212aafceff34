// The boardrules playground page: plain JavaScript over the JSON API (module README, "API").
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

// For tests and scripts: data-idle="true" when no request or bot move is under way.
function markIdle() {
  document.body.dataset.idle = String(pending === 0 && !botBusy && botTimer === null);
}

async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  pending++;
  markIdle();
  let response;
  let data;
  try {
    response = await fetch('/api/' + path, init);
    data = await response.json();
  } finally {
    pending--;
    setTimeout(markIdle, 0);   // after the caller has shown the answer
  }
  if (!response.ok) {
    const error = new Error(data.error || ('HTTP ' + response.status));
    error.status = response.status;
    throw error;
  }
  return data;
}

function say(text) { $('message').textContent = text || ''; }

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
  try {
    show(await api('POST', 'games', body));
    refreshSavedGames();
  } catch (e) {
    $('config-error').textContent = e.message;
  }
}

async function uploadRecord() {
  const file = $('upload').files[0];
  if (!file) return;
  try {
    show(await api('POST', 'games', { record: await file.text() }));
    refreshSavedGames();
  } catch (e) {
    say('The record was refused: ' + e.message);
  }
  $('upload').value = '';
}

async function refreshSavedGames() {
  const list = await api('GET', 'games');
  const select = $('saved-games');
  select.textContent = '';
  for (const g of list.games.slice().reverse()) {
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

function show(next, keepMessage) {
  view = next;
  clicks = next.clicks || [];
  if (!keepMessage) say('');
  location.hash = 'game=' + view.id;
  $('title').textContent = '#' + view.id + ' ' + view.title;
  $('mode-line').textContent = view.game + ' · ' + (view.bot
    ? 'against the bot (level ' + view.bot.level + ' ' + view.bot.name + ', plays ' + view.bot.sideName + ')'
    : view.solo ? 'puzzle' : 'hot-seat');
  const status = $('status');
  if (view.status.over) {
    status.className = 'over';
    status.textContent = 'Game over: ' + view.status.description
      + (view.status.winnerName ? ' (' + view.status.winnerName + ' wins)' : '');
  } else {
    status.className = '';
    status.textContent = view.toMoveName + ' to move' + (!view.botToMove ? ''
      : botWaits(view) ? ' (the bot\'s turn: Redo replays the game, Bot move lets the bot play)'
      : ' (the bot is thinking)');
  }
  $('board').innerHTML = view.svg || '<pre>' + escapeHtml(view.diagram) + '</pre>';
  // The picture marks the targets; the points already clicked are marked here, so a move of several
  // clicks (a ZÈRTZ placement, a Pylos raise) shows what it has so far.
  for (const element of $('board').querySelectorAll('[data-point]')) {
    if (clicks.includes(element.getAttribute('data-point'))) element.classList.add('clicked');
  }
  $('board').classList.toggle('past', view.viewPly !== view.ply);
  $('clicked').textContent = clicks.length ? 'clicked: ' + clicks.join(', ') + ' — next: ' + view.targets.join(', ') : '';
  $('undo').disabled = !view.canUndo;
  $('redo').disabled = !view.canRedo;
  $('bot-move').disabled = view.status.over;
  $('cancel-clicks').disabled = clicks.length === 0;
  $('download').href = '/api/games/' + view.id + '/record';
  $('download').setAttribute('download', 'boardrules-game-' + view.id + '.txt');
  renderLog();
  updateSavedGame(view);
  document.body.dataset.game = view.id;
  document.body.dataset.ply = view.ply;
  if (view.botToMove && !botWaits(view) && !botBusy && botTimer === null) {
    botTimer = setTimeout(() => { botTimer = null; botMove(); }, 150);
  }
  markIdle();
}

// After undo or time travel the bot does not play on its own: its move would drop the moves to redo.
function botWaits(shown) {
  return shown.redo.length > 0;
}

function renderLog() {
  const log = $('log');
  log.querySelectorAll('li:not(#log-start)').forEach((li) => li.remove());
  $('log-start').classList.toggle('current', view.ply === 0);
  for (const m of view.moves) {
    const li = document.createElement('li');
    li.className = 'ply' + (m.ply === view.ply ? ' current' : '');
    li.dataset.ply = m.ply;
    li.textContent = m.ply + '. ' + m.move;
    const side = document.createElement('span');
    side.className = 'side';
    side.textContent = m.sideName;
    li.append(side);
    log.append(li);
  }
  view.redo.forEach((text, i) => {
    const li = document.createElement('li');
    li.className = 'ply future';
    li.dataset.ply = view.ply + i + 1;
    li.textContent = (view.ply + i + 1) + '. ' + text;
    log.append(li);
  });
  const current = log.querySelector('.current');
  if (current) current.scrollIntoView({ block: 'nearest' });
}

function escapeHtml(text) {
  return String(text).replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' }[c]));
}

async function boardClicked(event) {
  const element = event.target.closest('[data-point]');
  if (!element || !view || view.status.over || botBusy) return;
  const points = clicks.concat([element.getAttribute('data-point')]);
  try {
    const next = await api('POST', 'games/' + view.id + '/click', { points });
    show(next);
    if (next.played) say('');
  } catch (e) {
    // The library's reason, as it states it; the clicks start again.
    clicks = [];
    show(await api('GET', 'games/' + view.id), true);
    say(e.message);
  }
}

async function act(method, path, body) {
  if (!view) return;
  try {
    show(await api(method, 'games/' + view.id + '/' + path, body));
  } catch (e) {
    say(e.message);
  }
}

async function botMove() {
  if (!view || view.status.over || botBusy) return;
  botBusy = true;
  try {
    const next = await api('POST', 'games/' + view.id + '/bot', {});
    botBusy = false;
    show(next);
  } catch (e) {
    botBusy = false;
    say(e.message);
  }
  markIdle();
}

function undo() {
  // Against a bot, take back the bot's answer and the player's move together.
  const last = view.moves[view.moves.length - 1];
  const plies = view.bot && last && last.side === view.bot.side && view.moves.length >= 2 ? 2 : 1;
  act('POST', 'undo', { plies });
}

async function sendMove(event) {
  event.preventDefault();
  const text = $('move-text').value.trim();
  if (!text || !view) return;
  try {
    show(await api('POST', 'games/' + view.id + '/move', { move: text }));
    $('move-text').value = '';
  } catch (e) {
    say(e.message);
  }
}

async function init() {
  catalog = (await api('GET', 'catalog')).games;
  for (const g of catalog) $('game-select').append(new Option(g.title + ' (' + g.name + ')', g.name));
  $('game-select').addEventListener('change', buildOptions);
  $('mode-hotseat').addEventListener('change', modeChanged);
  $('mode-bot').addEventListener('change', modeChanged);
  $('new-game').addEventListener('submit', startGame);
  $('upload').addEventListener('change', uploadRecord);
  $('saved-games').addEventListener('change', (e) => openGame(e.target.value));
  $('board').addEventListener('click', boardClicked);
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', () => act('POST', 'redo'));
  $('bot-move').addEventListener('click', botMove);
  $('cancel-clicks').addEventListener('click', () => openGame(view.id));
  $('move-form').addEventListener('submit', sendMove);
  $('log').addEventListener('click', (e) => {
    const li = e.target.closest('li[data-ply]');
    if (li && view) act('POST', 'goto', { ply: Number(li.dataset.ply) });
  });
  buildOptions();
  await refreshSavedGames();
  const match = /game=(\d+)/.exec(location.hash);
  if (match) await openGame(match[1]);
}

init().catch((e) => say('The playground did not load: ' + e.message)).finally(markIdle);
