/* wikiblanks memory-order game (docs/player.md, "The memory game"). Boxes
   joined by contact lines show their tracing numbers for the puzzle's reveal
   time; the numbers then move to a tray and the player puts each back on its
   box: by dragging it (mouse, touch or pen, through Pointer Events), by
   tapping a number then a box, or with the keyboard (a number, then a box).
   The rules (levels, boxes per level, the level after each, reveal times,
   points) are read from the data the exporter wrote from BlanksModel; this
   file restates none. Progress is kept in localStorage for each player name. */
(function () {
  'use strict';

  const NS = 'wikiblanks:v1:';
  const PLAYER_KEY = NS + 'trace-player';
  const GAME_KEY = NS + 'game';
  const $ = (id) => document.getElementById(id);

  function el(tag, attrs, text) {
    const node = document.createElement(tag);
    Object.keys(attrs || {}).forEach((name) => node.setAttribute(name, String(attrs[name])));
    if (text !== undefined) node.textContent = String(text);
    return node;
  }

  function svg(tag, attrs) {
    const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
    Object.keys(attrs).forEach((name) => node.setAttribute(name, String(attrs[name])));
    return node;
  }

  // ------------------------------------------------------------------ data

  let data = null;
  try { data = JSON.parse($('wikiblanks-data').textContent); } catch (e) { data = null; }

  /** TraceLevels and TraceMove.points as the exporter wrote them, checked. */
  const RULES = (function () {
    const r = data && data.rules && data.rules.trace;
    const pair = (v) => Array.isArray(v) && v.length === 2 && v.every(Number.isInteger) && v[0] <= v[1];
    if (!r || !pair(r.levels) || !pair(r.reveal) || !Number.isInteger(r.right) || !Number.isInteger(r.wrong)) return null;
    const count = r.levels[1] - r.levels[0] + 1;
    const fits = (list) => Array.isArray(list) && list.length === count && list.every(Number.isInteger);
    if (!fits(r.boxes) || !fits(r.next)) return null;
    return r;
  })();

  function boxesOf(level) { return RULES.boxes[level - RULES.levels[0]]; }
  function nextAfter(level) { return RULES.next[level - RULES.levels[0]]; }
  function isLevel(level) { return Number.isInteger(level) && level >= RULES.levels[0] && level <= RULES.levels[1]; }

  /** Why a trace line cannot be played here, null when it can: the shape the
      exporter's check (TraceValidator) guarantees, checked again for files
      made by other tools. */
  function problemOf(p) {
    if (p.schema !== 1) return 'schema ' + p.schema;
    if (typeof p.id !== 'string' || p.id === '') return 'no id';
    if (!isLevel(p.level)) return 'level ' + p.level + ' is not a level';
    const g = p.grid;
    if (!g || !Number.isInteger(g.columns) || !Number.isInteger(g.rows) || g.columns < 1 || g.rows < 1 ||
        g.columns > 20 || g.rows > 20) return 'no usable grid';
    if (!Array.isArray(p.boxes) || p.boxes.length !== boxesOf(p.level)) return 'not ' + boxesOf(p.level) + ' boxes';
    const labels = new Set();
    const cells = new Set();
    for (const b of p.boxes) {
      if (!b || typeof b.label !== 'string' || b.label === '' || labels.has(b.label)) return 'labels not distinct';
      if (!Number.isInteger(b.column) || !Number.isInteger(b.row) || b.column < 0 || b.row < 0 ||
          b.column >= g.columns || b.row >= g.rows || cells.has(b.column + ',' + b.row)) return 'a box off the grid';
      labels.add(b.label);
      cells.add(b.column + ',' + b.row);
    }
    if (!Array.isArray(p.order) || p.order.length !== labels.size || new Set(p.order).size !== labels.size ||
        !p.order.every((l) => labels.has(l))) return 'the order is not a permutation of the boxes';
    if (!Array.isArray(p.contacts) || !p.contacts.every((c) => Array.isArray(c) && c.length === 2 &&
        labels.has(c[0]) && labels.has(c[1]) && c[0] !== c[1])) return 'a contact joins unknown boxes';
    if (!Number.isInteger(p.revealSeconds) || p.revealSeconds < RULES.reveal[0] || p.revealSeconds > RULES.reveal[1]) {
      return 'reveal time ' + p.revealSeconds;
    }
    return null;
  }

  const puzzles = [];
  if (RULES && data && Array.isArray(data.batches)) {
    const seen = new Set();
    data.batches.forEach((batch) => {
      (batch && Array.isArray(batch.puzzles) ? batch.puzzles : []).forEach((p) => {
        if (!p || p.kind !== 'trace' || seen.has(p.id)) return;
        const problem = problemOf(p);
        if (problem) {
          if (window.console) window.console.warn('wikiblanks: skipped trace puzzle ' + p.id + ': ' + problem);
          return;
        }
        seen.add(p.id);
        puzzles.push({ puzzle: p, index: puzzles.length });
      });
    });
  }
  if (puzzles.length === 0) return;

  // --------------------------------------------------------------- storage

  const store = wikiblanksStore;

  function cleanName(name) {
    const trimmed = String(name || '').replace(/[\u0000-\u001f]/g, '').trim().slice(0, 40);
    return trimmed === '' ? 'default' : trimmed;
  }

  function profileKey(name) { return NS + 'trace:' + name; }

  /** A player's progress: the ladder's level, every level played (the
      history, each with its moves) and the level in play. */
  function loadProfile(name) {
    const raw = store.get(profileKey(name)) || {};
    const games = Array.isArray(raw.games) ? raw.games.filter((g) => g && typeof g.id === 'string' &&
      Number.isInteger(g.level) && Number.isInteger(g.score) && Array.isArray(g.moves)) : [];
    return { level: isLevel(raw.level) ? raw.level : RULES.levels[0], games: games, playing: raw.playing || null };
  }

  function saveProfile() { store.set(profileKey(player), profile); }

  /** Only completed levels score: a level reset or left undone counts nothing. */
  function totals() {
    const done = profile.games.filter((g) => g.completed);
    return { total: done.reduce((sum, g) => sum + g.score, 0), best: done.reduce((m, g) => Math.max(m, g.score), 0) };
  }

  // ------------------------------------------------------------------ state

  const ui = {
    section: $('wb-trace'), menu: $('wb-menu'), game: $('wb-trace-game'), board: $('wb-board'), tray: $('wb-tray'),
    score: $('wb-trace-score'), clock: $('wb-trace-clock'), help: $('wb-trace-help'), status: $('wb-trace-status'),
    level: $('wb-trace-level'), best: $('wb-trace-best'), total: $('wb-trace-total'), player: $('wb-trace-player'),
    choose: $('wb-trace-choose'), analytics: $('wb-analytics'), moves: document.querySelector('#wb-moves tbody'),
    summary: $('wb-analytics-summary'), games: $('wb-trace-games'), rules: $('wb-trace-rules'),
    hide: document.querySelector('[data-trace="hide"]'), reset: document.querySelector('[data-trace="reset"]'),
    next: document.querySelector('[data-trace="next"]')
  };
  let player = cleanName(store.get(PLAYER_KEY));
  let profile = loadProfile(player);
  let play = null;        // { puzzle, started, moves, placed: {label: true}, score, phase, timer }
  let selected = null;    // the number chosen by tap or keyboard, waiting for a box
  let drag = null;
  const reduceMotion = window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : { matches: false };

  function announce(message) {
    ui.status.textContent = '';
    window.setTimeout(() => { ui.status.textContent = message; }, 30);
  }

  /** "0s", "1m 05s", "2h 03m": the terminal game's durations (HistoryFormat). */
  function duration(ms) {
    const s = Math.max(0, Math.floor(ms / 1000));
    const two = (n) => (n < 10 ? '0' : '') + n;
    if (s < 60) return s + 's';
    if (s < 3600) return Math.floor(s / 60) + 'm ' + two(s % 60) + 's';
    return Math.floor(s / 3600) + 'h ' + two(Math.floor((s % 3600) / 60)) + 'm';
  }

  // ----------------------------------------------------------- the picker

  /** The puzzle for the player's level: one of that level (else the nearest
      below, else the nearest above), never started first, then the one
      started longest ago, then the file's order; as `play --batch` picks. */
  function pick(level) {
    const levels = Array.from(new Set(puzzles.map((e) => e.puzzle.level))).sort((a, b) => a - b);
    const below = levels.filter((l) => l <= level);
    const chosen = below.length ? below[below.length - 1] : levels[0];
    const lastStarted = {};
    profile.games.forEach((g) => { lastStarted[g.id] = Math.max(lastStarted[g.id] || 0, g.seq || 0); });
    let best = null;
    puzzles.forEach((e) => {
      if (e.puzzle.level !== chosen) return;
      const key = lastStarted[e.puzzle.id] || 0;
      if (best === null || key < best.key) best = { entry: e, key: key };
    });
    return best.entry.puzzle;
  }

  // ------------------------------------------------------------ game flow

  function nextSeq() {
    return profile.games.reduce((m, g) => Math.max(m, g.seq || 0), 0) + 1;
  }

  /** Closes the level in play as undone: it stays in the history and scores nothing. */
  function abandon() {
    if (!play || play.phase === 'done') return;
    window.clearTimeout(play.timer);
    record(false);
  }

  /** The level in play, saved at every move as the terminal game saves it,
      so a level left by a reload is kept in the history as undone. */
  function keepPlaying() {
    profile.playing = { id: play.puzzle.id, seq: play.seq, started: play.started, score: play.score, moves: play.moves };
    saveProfile();
  }

  function record(completed) {
    profile.games.push({
      id: play.puzzle.id, level: play.puzzle.level, seq: play.seq, started: play.started, ended: Date.now(),
      score: play.score, completed: completed, moves: play.moves
    });
    profile.playing = null;
    saveProfile();
  }

  /** Starts a level; with `hidden` (a reset) the numbers are never shown again. */
  function start(puzzle, hidden) {
    if (play) window.clearTimeout(play.timer);
    play = { puzzle: puzzle, seq: nextSeq(), started: Date.now(), moves: [], placed: {}, score: 0, phase: 'reveal', timer: 0 };
    keepPlaying();
    selected = null;
    ui.game.setAttribute('data-state', 'reveal');
    ui.analytics.hidden = true;
    ui.next.hidden = true;
    drawBoard();
    ui.choose.value = String(puzzle.level);
    if (hidden) {
      hideNumbers(true);
      announce('Level ' + puzzle.level + ' again, the numbers hidden: put each back in its box.');
    } else {
      ui.hide.hidden = false;
      ui.reset.hidden = true;
      ui.help.textContent = 'Remember the numbers: they vanish after ' + puzzle.revealSeconds + ' seconds.';
      announce('Level ' + puzzle.level + ', ' + puzzle.boxes.length + ' boxes. Remember the numbers: they vanish after ' +
        puzzle.revealSeconds + ' seconds.');
      play.timer = window.setTimeout(() => hideNumbers(false), puzzle.revealSeconds * 1000);
    }
    updateStats();
  }

  function hideNumbers(quiet) {
    if (!play || play.phase !== 'reveal') return;
    window.clearTimeout(play.timer);
    const focusWasOnHide = document.activeElement === ui.hide;
    play.phase = 'play';
    ui.game.setAttribute('data-state', 'play');
    ui.hide.hidden = true;
    ui.reset.hidden = false;
    ui.help.textContent = 'Drag each number onto its box, or choose a number and then its box.';
    drawBoard();
    drawTray();
    // The button that had the focus is gone: the first number takes it.
    if (focusWasOnHide) ui.tray.querySelector('.wb-chip').focus();
    if (!quiet) announce('The numbers are hidden. Put each back in its box.');
  }

  /** Puts `number` in box `label` and scores it as TraceSession does: the
      rule's points for right (the number stays) or wrong (it goes back). */
  function place(number, label) {
    if (!play || play.phase !== 'play' || play.placed[label]) return;
    const right = play.puzzle.order[number - 1] === label;
    play.score += right ? RULES.right : RULES.wrong;
    if (right) play.placed[label] = true;
    play.moves.push({ box: label, number: number, right: right, score: play.score, at: Date.now() - play.started });
    keepPlaying();
    selected = null;
    const points = (right ? RULES.right : RULES.wrong);
    const signed = (points > 0 ? '+' : '') + points;
    if (right) announce('Right: box ' + label + ' holds ' + number + '. ' + signed + ', score ' + play.score + '.');
    else announce('Wrong: ' + number + ' is not box ' + label + '\u2019s number. ' + signed + ', score ' + play.score + '.');
    if (Object.keys(play.placed).length === play.puzzle.order.length) finish();
    drawBoard();
    drawTray(right ? null : number);
    updateStats();
  }

  function finish() {
    play.phase = 'done';
    const level = play.puzzle.level;
    record(true);
    profile.level = Math.max(profile.level, nextAfter(level));
    saveProfile();
    ui.game.setAttribute('data-state', 'complete');
    ui.reset.hidden = true;
    ui.next.hidden = false;
    ui.help.textContent = 'Level ' + level + ' done: score ' + play.score + '.';
    showAnalytics(profile.games[profile.games.length - 1]);
    window.setTimeout(() => ui.next.focus(), 0);
  }

  // ------------------------------------------------------------- drawing

  function drawBoard() {
    const p = play.puzzle;
    ui.board.textContent = '';
    // Only the rows and columns that hold boxes: no empty band on a phone.
    const left = Math.min.apply(null, p.boxes.map((b) => b.column));
    const top = Math.min.apply(null, p.boxes.map((b) => b.row));
    const columns = Math.max.apply(null, p.boxes.map((b) => b.column)) - left + 1;
    const rows = Math.max.apply(null, p.boxes.map((b) => b.row)) - top + 1;
    ui.board.style.setProperty('--columns', columns);
    ui.board.style.setProperty('--rows', rows);
    const where = {};
    p.boxes.forEach((b) => { where[b.label] = { column: b.column - left, row: b.row - top }; });
    const lines = svg('svg', { class: 'wb-contacts', viewBox: '0 0 ' + columns + ' ' + rows,
      preserveAspectRatio: 'none', 'aria-hidden': 'true', focusable: 'false' });
    p.contacts.forEach((c) => {
      const a = where[c[0]];
      const b = where[c[1]];
      lines.appendChild(svg('line', { x1: a.column + 0.5, y1: a.row + 0.5, x2: b.column + 0.5, y2: b.row + 0.5,
        'vector-effect': 'non-scaling-stroke', 'data-contact': c[0] + '-' + c[1] }));
    });
    ui.board.appendChild(lines);
    const numbers = {};
    p.order.forEach((label, i) => { numbers[label] = i + 1; });
    p.boxes.forEach((b) => {
      const shown = play.phase === 'reveal' || play.placed[b.label];
      const contacts = p.contacts.filter((c) => c.indexOf(b.label) >= 0).map((c) => (c[0] === b.label ? c[1] : c[0]));
      const box = el('button', {
        type: 'button', class: 'wb-box' + (play.placed[b.label] ? ' wb-held' : ''), 'data-box': b.label,
        'aria-label': 'Box ' + b.label + (play.placed[b.label] ? ', holds ' + numbers[b.label]
          : play.phase === 'reveal' ? ', number ' + numbers[b.label] : ', empty') +
          '; in contact with ' + contacts.join(', ')
      });
      box.style.gridColumn = String(where[b.label].column + 1);
      box.style.gridRow = String(where[b.label].row + 1);
      box.appendChild(el('span', { class: 'wb-box-label', 'aria-hidden': 'true' }, b.label));
      box.appendChild(el('span', { class: 'wb-box-number', 'aria-hidden': 'true' }, shown ? numbers[b.label] : ''));
      if (play.placed[b.label]) box.setAttribute('data-holds', String(numbers[b.label]));
      ui.board.appendChild(box);
    });
  }

  /** The numbers not placed yet, in order; `bounced` comes back with a shake. */
  function drawTray(bounced) {
    ui.tray.textContent = '';
    if (play.phase === 'reveal') return;
    play.puzzle.order.forEach((label, i) => {
      if (play.placed[label]) return;
      const n = i + 1;
      const chip = el('button', { type: 'button', class: 'wb-chip', 'data-number': n, 'aria-pressed': selected === n,
        'aria-label': 'Number ' + n + (selected === n ? ', chosen: now choose its box' : '') }, n);
      if (n === bounced && !reduceMotion.matches) chip.classList.add('wb-bounce');
      ui.tray.appendChild(chip);
    });
  }

  function choose(n) {
    selected = selected === n ? null : n;
    drawTray();
    if (selected !== null) {
      announce('Number ' + n + ' chosen: now choose its box.');
      const empty = ui.board.querySelector('.wb-box:not(.wb-held)');
      if (empty) empty.focus();
    }
  }

  function updateStats() {
    const t = totals();
    ui.level.textContent = String(profile.level);
    ui.level.setAttribute('data-level', String(profile.level));
    ui.best.textContent = String(t.best);
    ui.best.setAttribute('data-best', String(t.best));
    ui.total.textContent = String(t.total);
    ui.total.setAttribute('data-total', String(t.total));
    ui.score.textContent = String(play ? play.score : 0);
    ui.score.setAttribute('data-score', String(play ? play.score : 0));
    if (play) {
      ui.game.setAttribute('data-puzzle-id', play.puzzle.id);
      ui.game.setAttribute('data-level', String(play.puzzle.level));
      ui.clock.textContent = 'Level ' + play.puzzle.level + ' \u00b7 ' + play.puzzle.boxes.length + ' boxes';
    }
    ui.player.value = player;
    drawHistory();
  }

  /** The analytics page of a level: each move with its time since the level
      started, right or wrong, the running score, then the totals, worded as
      the terminal game's. */
  function showAnalytics(game) {
    ui.moves.textContent = '';
    game.moves.forEach((m, i) => {
      const row = el('tr', { 'data-move': i + 1, 'data-result': m.right ? 'right' : 'wrong' });
      [i + 1, '+' + duration(m.at), m.box, m.number, m.right ? 'right' : 'wrong', m.score]
        .forEach((cell) => row.appendChild(el('td', null, cell)));
      ui.moves.appendChild(row);
    });
    const right = game.moves.filter((m) => m.right).length;
    ui.summary.textContent = 'Score ' + game.score + ': ' + right + ' right, ' + (game.moves.length - right) +
      ' wrong. Total time ' + duration(game.ended - game.started) + '.';
    ui.summary.setAttribute('data-final-score', String(game.score));
    ui.analytics.hidden = false;
  }

  function drawHistory() {
    ui.games.textContent = '';
    profile.games.forEach((g, i) => {
      const row = el('tr', { 'data-history': 'T' + (i + 1), 'data-completed': g.completed });
      const open = el('button', { type: 'button', class: 'wb-link', 'data-show': i, 'aria-label': 'Analytics of game T' + (i + 1) },
        'T' + (i + 1));
      row.appendChild(el('td')).appendChild(open);
      [g.level, g.score, duration(g.ended - g.started), g.completed ? 'yes' : 'no']
        .forEach((cell) => row.appendChild(el('td', null, cell)));
      ui.games.appendChild(row);
    });
  }

  function fillChooser() {
    ui.choose.textContent = '';
    Array.from(new Set(puzzles.map((e) => e.puzzle.level))).sort((a, b) => a - b).forEach((level) => {
      const option = el('option', { value: level }, level + ' (' + boxesOf(level) + ' boxes)');
      ui.choose.appendChild(option);
    });
  }

  function fillRules() {
    const r = RULES;
    ui.rules.textContent = '';
    [
      'Boxes are people, lines between them contacts; the number on a box is its place in the tracing order.',
      'The numbers show for a few seconds, then vanish: put each back in its box from memory.',
      'Drag a number onto a box, or choose a number and then its box: ' + (r.right > 0 ? '+' : '') + r.right +
        ' when right (the number stays), ' + r.wrong + ' when wrong (it goes back).',
      'A level is done when every box holds its number. Levels ' + r.levels[0] + ' to ' + r.levels[1] + ' have ' +
        r.boxes[0] + ' to ' + r.boxes[r.boxes.length - 1] + ' boxes.',
      'Reset restarts the level with the numbers hidden; a level reset or left undone scores nothing. ' +
        'Only completed levels count in the total.'
    ].forEach((line) => ui.rules.appendChild(el('li', null, line)));
  }

  // --------------------------------------------------------------- input

  /** The box under a point, found through the chip being dragged. */
  function boxAt(x, y) {
    const hit = document.elementFromPoint(x, y);
    const box = hit && hit.closest ? hit.closest('[data-box]') : null;
    return box && ui.board.contains(box) ? box : null;
  }

  function onPointerDown(event) {
    const chip = event.target.closest ? event.target.closest('.wb-chip') : null;
    if (!chip || event.button > 0 || !play || play.phase !== 'play') return;
    const r = chip.getBoundingClientRect();
    drag = { chip: chip, id: event.pointerId, x: event.clientX, y: event.clientY, moved: false,
      dx: event.clientX - r.left, dy: event.clientY - r.top };
    if (chip.setPointerCapture) { try { chip.setPointerCapture(event.pointerId); } catch (e) { /* synthetic */ } }
  }

  function onPointerMove(event) {
    if (!drag || event.pointerId !== drag.id) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.abs(dx) + Math.abs(dy) < 6) return;
    drag.moved = true;
    drag.chip.classList.add('wb-dragging');
    drag.chip.style.transform = 'translate(' + dx + 'px,' + dy + 'px)';
    ui.board.querySelectorAll('.wb-over').forEach((b) => b.classList.remove('wb-over'));
    const over = boxAt(event.clientX, event.clientY);
    if (over && !over.classList.contains('wb-held')) over.classList.add('wb-over');
    event.preventDefault();
  }

  function onPointerUp(event) {
    if (!drag || event.pointerId !== drag.id) return;
    const d = drag;
    drag = null;
    if (!d.moved) return; // a tap: the click chooses the number
    d.chip.style.transform = '';
    d.chip.classList.remove('wb-dragging');
    ui.board.querySelectorAll('.wb-over').forEach((b) => b.classList.remove('wb-over'));
    suppressClick = true;
    window.setTimeout(() => { suppressClick = false; }, 0);
    const box = event.type === 'pointerup' ? boxAt(event.clientX, event.clientY) : null;
    const n = Number(d.chip.getAttribute('data-number'));
    if (box) place(n, box.getAttribute('data-box'));
    else drawTray(n);
  }

  let suppressClick = false;

  function onClick(event) {
    if (suppressClick) { suppressClick = false; return; }
    const target = event.target.closest ? event.target.closest('button, [data-show]') : null;
    if (!target) return;
    if (target.hasAttribute('data-game')) { showGame(target.getAttribute('data-game'), true); return; }
    if (!ui.section.contains(target)) return;
    if (target.classList.contains('wb-chip')) {
      choose(Number(target.getAttribute('data-number')));
      const again = ui.tray.querySelector('[data-number="' + selected + '"]');
      if (selected !== null && !ui.board.querySelector('.wb-box:not(.wb-held)') && again) again.focus();
    } else if (target.hasAttribute('data-box')) {
      if (selected === null) {
        announce(play && play.phase === 'play' ? 'Choose a number first, then its box.' : 'Wait for the numbers to vanish.');
        return;
      }
      const label = target.getAttribute('data-box');
      place(selected, label);
      const same = ui.board.querySelector('[data-box="' + label + '"]');
      const first = ui.tray.querySelector('.wb-chip');
      (first || same).focus();
    } else if (target.hasAttribute('data-show')) {
      showAnalytics(profile.games[Number(target.getAttribute('data-show'))]);
      ui.analytics.scrollIntoView({ block: 'nearest' });
    } else {
      switch (target.getAttribute('data-trace')) {
        case 'hide': hideNumbers(false); break;
        case 'reset':
          abandon();
          start(play.puzzle, true);
          ui.tray.querySelector('.wb-chip').focus();
          break;
        case 'next': start(pick(profile.level), false); break;
        default: break;
      }
    }
  }

  /** Escape drops the chosen number; arrows move between boxes in reading order. */
  function onKey(event) {
    if (event.key === 'Escape' && selected !== null) {
      const n = selected;
      selected = null;
      drawTray();
      const chip = ui.tray.querySelector('[data-number="' + n + '"]');
      if (chip) chip.focus();
      announce('Number ' + n + ' put back.');
      return;
    }
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    const group = event.target.closest ? event.target.closest('#wb-board, #wb-tray') : null;
    if (!group) return;
    const items = Array.from(group.querySelectorAll('button'));
    const at = items.indexOf(document.activeElement);
    if (at < 0) return;
    event.preventDefault();
    items[Math.min(Math.max(at + step, 0), items.length - 1)].focus();
  }

  /** Shows one game; `chosen` when the player picked it in the menu. */
  function showGame(name, chosen) {
    const game = name === 'trace' || document.body.getAttribute('data-blanks') === '0' ? 'trace' : 'blanks';
    document.body.setAttribute('data-game', game);
    ui.section.hidden = game !== 'trace';
    ui.menu.querySelectorAll('[data-game]').forEach((b) => b.setAttribute('aria-pressed', String(b.getAttribute('data-game') === game)));
    if (chosen) store.set(GAME_KEY, game);
  }

  function switchPlayer() {
    const name = cleanName(ui.player.value);
    if (name === player) { ui.player.value = player; return; }
    abandon();
    player = name;
    store.set(PLAYER_KEY, player);
    profile = loadProfile(player);
    resume();
    announce('Player ' + player + ': level ' + profile.level + ', total ' + totals().total + '.');
  }

  /** A level left in play (the page was closed or reloaded) is saved as
      undone and starts again, as when `play` is quit mid-level. */
  function resume() {
    const left = profile.playing;
    if (left && typeof left.id === 'string') {
      const entry = puzzles.find((e) => e.puzzle.id === left.id);
      if (entry) {
        play = { puzzle: entry.puzzle, seq: Number.isInteger(left.seq) ? left.seq : nextSeq(),
          started: Number.isFinite(left.started) ? left.started : Date.now(),
          moves: Array.isArray(left.moves) ? left.moves : [], score: Number.isInteger(left.score) ? left.score : 0 };
        record(false);
      }
      profile.playing = null;
      saveProfile();
    }
    play = null;
    start(pick(profile.level), false);
  }

  ui.board.addEventListener('pointerdown', onPointerDown);
  ui.tray.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('pointermove', onPointerMove, { passive: false });
  document.addEventListener('pointerup', onPointerUp);
  document.addEventListener('pointercancel', onPointerUp);
  document.addEventListener('click', onClick);
  ui.section.addEventListener('keydown', onKey);
  ui.player.addEventListener('change', switchPlayer);
  ui.choose.addEventListener('change', () => {
    const level = Number(ui.choose.value);
    if (!isLevel(level)) return;
    abandon();
    profile.level = level;
    saveProfile();
    start(pick(level), false);
  });

  fillChooser();
  fillRules();
  const both = document.body.getAttribute('data-blanks') !== '0';
  ui.menu.hidden = !both;
  showGame(store.get(GAME_KEY) === 'trace' || !both ? 'trace' : 'blanks', false);
  resume();
})();
