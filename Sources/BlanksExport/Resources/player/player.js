/* wikiblanks offline player (docs/player.md). Plain ES2017, no framework and
   no network request of any kind: the puzzles are read from the JSON element
   #wikiblanks-data of this page, progress is kept in localStorage and can be
   saved to and loaded from a JSON file. Puzzle text only ever reaches the page
   through textContent and text nodes. */
(function () {
  'use strict';

  const NS = 'wikiblanks:v1:';
  const PROFILE_KEY = NS + 'profile';
  const PUZZLE_PREFIX = NS + 'puzzle:';
  const PROGRESS_FORMAT = 'wikiblanks-progress';
  const LICENCE_URLS = {
    'CC BY-SA 3.0': 'https://creativecommons.org/licenses/by-sa/3.0/',
    'CC BY-SA 4.0': 'https://creativecommons.org/licenses/by-sa/4.0/'
  };

  const $ = (id) => document.getElementById(id);

  /** The embedded data (batches, hint wording, rules), null when unreadable. */
  const DATA = (function () {
    try { return JSON.parse($('wikiblanks-data').textContent); } catch (e) { return null; }
  })();

  /** The level rule of `wikiblanks play` and the level names, as the exporter
      wrote them from BlanksModel (LevelRules.standard, Level.name): the page
      keeps no copy of its own. null when the file carries no usable rules. */
  const RULES = (function () {
    const r = DATA && DATA.rules && DATA.rules.blanks;
    const ints = ['start', 'lowest', 'highest', 'lowScorePerTen', 'lowGamesToFall'];
    if (!r || typeof r !== 'object' || !ints.every((k) => Number.isInteger(r[k])) || r.lowest > r.highest ||
        r.start < r.lowest || r.start > r.highest || !Array.isArray(r.names) ||
        !r.names.every((n) => typeof n === 'string')) return null;
    return r;
  })();

  function el(tag, attrs, text) {
    const node = document.createElement(tag);
    if (attrs) {
      Object.keys(attrs).forEach((name) => {
        if (attrs[name] !== null && attrs[name] !== undefined) node.setAttribute(name, String(attrs[name]));
      });
    }
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  /** Words match ignoring case and surrounding spaces, as in `play`. */
  function norm(word) {
    return String(word).trim().toLowerCase();
  }

  // ---------------------------------------------------------------- storage

  const store = wikiblanksStore;

  function clampInt(value, min, max, fallback) {
    return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
  }

  function cleanProfile(raw) {
    const p = raw && typeof raw === 'object' ? raw : {};
    return {
      level: clampInt(p.level, RULES.lowest, RULES.highest, RULES.start),
      lowStreak: clampInt(p.lowStreak, 0, RULES.lowGamesToFall, 0),
      best: clampInt(p.best, 0, 1000, 0),
      total: clampInt(p.total, 0, 1e9, 0),
      games: clampInt(p.games, 0, 1e9, 0),
      seq: clampInt(p.seq, 0, 1e12, 0),
      current: typeof p.current === 'string' ? p.current : null
    };
  }

  function loadProfile() {
    return cleanProfile(store.get(PROFILE_KEY));
  }

  function saveProfile() {
    store.set(PROFILE_KEY, profile);
  }

  function puzzleKey(id) {
    return PUZZLE_PREFIX + id;
  }

  // ------------------------------------------------------------------- data

  function checkPuzzle(p) {
    if (!p || typeof p !== 'object') return 'not an object';
    if (typeof p.schema === 'number' && p.schema > 1) return 'written for a newer player (schema ' + p.schema + ')';
    if (typeof p.id !== 'string' || p.id === '') return 'no id';
    if (typeof p.text !== 'string' || p.text === '') return 'no text';
    if (!Number.isInteger(p.level)) return 'no level';
    if (!Array.isArray(p.blanks) || p.blanks.length === 0) return 'no blanks';
    if (!Array.isArray(p.options) || p.options.length !== p.blanks.length) return 'the options are not one per blank';
    let end = 0;
    for (let i = 0; i < p.blanks.length; i += 1) {
      const b = p.blanks[i];
      if (!b || !Number.isInteger(b.start) || !Number.isInteger(b.length) || b.length < 1 ||
          b.start < end || b.start + b.length > p.text.length) return 'blank ' + (i + 1) + ' is outside the text';
      if (typeof b.answer !== 'string' || p.text.substr(b.start, b.length) !== b.answer) {
        return 'blank ' + (i + 1) + ' does not hold its answer';
      }
      end = b.start + b.length;
    }
    const options = p.options.map((o) => (typeof o === 'string' ? norm(o) : '\u0000')).sort();
    const answers = p.blanks.map((b) => norm(b.answer)).sort();
    if (options.join('\n') !== answers.join('\n')) return 'the options are not the answers';
    if (!p.source || typeof p.source !== 'object') return 'no source';
    return null;
  }

  /** The hint wording the exporter wrote (BlankHint): words per tag, the
      words for any other tag, and the first-letter template. Nothing is
      worded here, so the page says what the terminal game says; without
      that data the page offers no hints. */
  function readHints(data) {
    const h = data && data.hints;
    if (!h || typeof h !== 'object' || typeof h.other !== 'string' || typeof h.letter !== 'string' ||
        !h.pos || typeof h.pos !== 'object') return null;
    return h;
  }

  /** Blank i's hint at step 1 (part of speech) or 2 (and first letter). */
  function hintText(i, step) {
    const b = game.puzzle.blanks[i];
    const words = Object.prototype.hasOwnProperty.call(hints.pos, b.pos) && typeof hints.pos[b.pos] === 'string'
      ? hints.pos[b.pos] : hints.other;
    const letter = Array.from(b.answer)[0] || '';
    if (step < 2 || letter === '') return words;
    return hints.letter.replace('{hint}', () => words).replace('{letter}', () => letter);
  }

  /** Every playable puzzle of every batch, in order, each id once. */
  function readPuzzles() {
    const result = { list: [], skipped: [], ignored: 0 };
    const data = DATA;
    if (data === null) {
      result.skipped.push('the embedded puzzle data is not JSON');
      return result;
    }
    if (RULES === null) {
      result.skipped.push('the file carries no level rules: export it again with this wikiblanks');
      return result;
    }
    result.hints = readHints(data);
    const batches = data && Array.isArray(data.batches) ? data.batches : [];
    const seen = new Set();
    batches.forEach((batch, bi) => {
      const puzzles = batch && Array.isArray(batch.puzzles) ? batch.puzzles : [];
      puzzles.forEach((p, pi) => {
        if (p && typeof p === 'object' && p.kind !== undefined && p.kind !== 'blanks') {
          result.ignored += 1; // the memory game (trace.js) or a later kind: not played here
          return;
        }
        const problem = checkPuzzle(p);
        const where = 'batch ' + (batch && batch.id ? batch.id : bi + 1) + ', puzzle ' + (pi + 1);
        if (problem) {
          result.skipped.push(where + ': ' + problem);
          return;
        }
        if (seen.has(p.id)) return;
        seen.add(p.id);
        result.list.push({ puzzle: p, batch: batch && batch.id !== undefined ? String(batch.id) : '', index: result.list.length });
      });
    });
    return result;
  }

  /** 0 for the player's level, then easier levels, then 0, then harder ones (PuzzlePicker). */
  function levelRank(puzzleLevel, playerLevel) {
    if (puzzleLevel === playerLevel) return 0;
    if (puzzleLevel >= 1 && puzzleLevel < playerLevel) return playerLevel - puzzleLevel;
    if (puzzleLevel === 0) return 100;
    return 200 + Math.abs(puzzleLevel - playerLevel);
  }

  /** Never started first, then the one started longest ago; within that, by level rank, then order. */
  function pickNext() {
    let best = null;
    let bestKey = null;
    puzzles.forEach((entry) => {
      const state = store.get(puzzleKey(entry.puzzle.id));
      const started = state && Number.isFinite(state.seq) ? state.seq : -Infinity;
      const key = [started, levelRank(entry.puzzle.level, profile.level), entry.index];
      let less = bestKey === null;
      for (let i = 0; !less && i < key.length; i += 1) {
        if (key[i] !== bestKey[i]) {
          less = key[i] < bestKey[i];
          break;
        }
      }
      if (less) {
        best = entry;
        bestKey = key;
      }
    });
    return best;
  }

  function paragraphRanges(p) {
    const ranges = Array.isArray(p.paragraphs) ? p.paragraphs : [];
    let ok = ranges.length > 0;
    let end = 0;
    ranges.forEach((r) => {
      if (!r || !Number.isInteger(r.start) || !Number.isInteger(r.length) || r.start < end ||
          r.start + r.length > p.text.length) ok = false;
      else end = r.start + r.length;
    });
    if (ok) {
      ok = p.blanks.every((b) => ranges.some((r) => b.start >= r.start && b.start + b.length <= r.start + r.length));
    }
    if (ok) return ranges;
    const split = [];
    let start = 0;
    p.text.split('\n\n').forEach((part) => {
      split.push({ start: start, length: part.length });
      start += part.length + 2;
    });
    return split;
  }

  function licenceOf(source) {
    if (typeof source.license === 'string' && source.license.trim() !== '') return source.license.trim();
    const ts = typeof source.timestamp === 'string' ? source.timestamp : '';
    return ts !== '' && ts < '2023-06-07' ? 'CC BY-SA 3.0' : 'CC BY-SA 4.0';
  }

  function historyURL(source) {
    const site = String(source.site || 'en.wikipedia.org');
    const title = encodeURIComponent(String(source.title || '').replace(/ /g, '_'));
    return 'https://' + site + '/w/index.php?title=' + title + '&action=history';
  }

  function safeHref(url) {
    return typeof url === 'string' && /^https?:\/\//i.test(url) ? url : null;
  }

  // ------------------------------------------------------------------ state

  const loaded = readPuzzles();
  const puzzles = loaded.list;
  const hints = loaded.hints; // null when the page was made without hint wording
  let profile = RULES ? loadProfile() : null; // null: nothing to play, nothing stored
  let game = null; // { entry, puzzle, state }
  let sheetBlank = -1;
  let sheetReturn = null;

  const ui = {
    puzzle: $('wb-puzzle'),
    kicker: $('wb-kicker'),
    title: $('wb-title'),
    help: $('wb-help'),
    passage: $('wb-passage'),
    attribution: $('wb-attribution'),
    bank: $('wb-bank'),
    key: $('wb-key'),
    keyTitle: $('wb-key-title'),
    score: $('wb-score'),
    status: $('wb-status'),
    notice: $('wb-notice'),
    level: $('wb-level'),
    best: $('wb-best'),
    total: $('wb-total'),
    games: $('wb-games'),
    sheet: $('wb-sheet'),
    sheetTitle: $('wb-sheet-title'),
    sheetContext: $('wb-sheet-context'),
    sheetHint: $('wb-sheet-hint'),
    hint: document.querySelector('[data-action="hint"]'),
    words: $('wb-words'),
    load: $('wb-load'),
    submit: document.querySelector('[data-action="submit"]'),
    result: document.querySelector('[data-action="result"]'),
    replay: document.querySelector('[data-action="replay"]')
  };

  function saveGame() {
    store.set(puzzleKey(game.puzzle.id), game.state);
  }

  function announce(message) {
    // Emptied first so that the same message twice is read twice.
    ui.status.textContent = '';
    window.setTimeout(() => { ui.status.textContent = message; }, 30);
  }

  function blankCount() {
    return game.puzzle.blanks.length;
  }

  function filledCount() {
    return game.state.entries.filter((w) => w !== null).length;
  }

  function isRight(i) {
    const given = game.state.entries[i];
    return given !== null && norm(given) === norm(game.puzzle.blanks[i].answer);
  }

  /** Starts (or, with resume, continues) the game of a puzzle. */
  function startGame(entry, resume) {
    const n = entry.puzzle.blanks.length;
    let state = store.get(puzzleKey(entry.puzzle.id));
    const usable = state && typeof state === 'object' && Array.isArray(state.entries) && Number.isFinite(state.seq);
    if (!resume || !usable) {
      profile.seq += 1;
      state = {
        seq: profile.seq,
        started: Date.now(),
        plays: (usable && Number.isInteger(state.plays) ? state.plays : 0) + 1,
        entries: [],
        hints: [],
        submitted: false,
        score: null,
        revealed: false
      };
    }
    const options = entry.puzzle.options;
    const entries = [];
    for (let i = 0; i < n; i += 1) {
      const w = state.entries[i];
      entries.push(typeof w === 'string' && options.indexOf(w) >= 0 ? w : null);
    }
    state.entries = entries;
    const hinted = [];
    for (let i = 0; i < n; i += 1) {
      const h = Array.isArray(state.hints) ? state.hints[i] : 0;
      hinted.push(h === 1 || h === 2 ? h : 0);
    }
    state.hints = hinted;
    state.submitted = state.submitted === true;
    state.revealed = state.submitted && state.revealed === true;
    game = { entry: entry, puzzle: entry.puzzle, state: state };
    profile.current = entry.puzzle.id;
    saveProfile();
    saveGame();
    render();
  }

  // ------------------------------------------------------------- rendering

  function render() {
    const p = game.puzzle;
    const n = blankCount();
    ui.puzzle.setAttribute('data-puzzle-id', p.id);
    ui.puzzle.setAttribute('data-level', String(p.level));
    const levelName = RULES.names[p.level] || 'level ' + p.level;
    ui.kicker.textContent = (p.level === 0 ? 'Level 0 puzzle: ' : 'Level ' + p.level + ' puzzle: ') + levelName +
      ' \u00b7 ' + n + ' blanks';
    ui.title.textContent = String(p.source.title || 'Untitled');

    ui.passage.textContent = '';
    let bi = 0;
    paragraphRanges(p).forEach((range) => {
      const para = el('p');
      const end = range.start + range.length;
      let pos = range.start;
      while (bi < n && p.blanks[bi].start < end) {
        const b = p.blanks[bi];
        if (b.start > pos) para.appendChild(document.createTextNode(p.text.slice(pos, b.start)));
        para.appendChild(makeBlank(bi, n));
        pos = b.start + b.length;
        bi += 1;
      }
      if (pos < end) para.appendChild(document.createTextNode(p.text.slice(pos, end)));
      ui.passage.appendChild(para);
    });

    renderAttribution(p.source);

    ui.keyTitle.textContent = 'Answer key: ' + String(p.source.title || '');
    ui.key.textContent = '';
    p.blanks.forEach((b) => ui.key.appendChild(el('li', null, b.answer)));

    p.blanks.forEach((b, i) => updateBlank(i));
    updateBank();
    updateOutcome();
    updateStats();
  }

  function makeBlank(i, n) {
    const button = el('button', {
      type: 'button',
      class: 'wb-blank',
      'data-blank': i + 1,
      'aria-label': 'blank ' + (i + 1) + ' of ' + n,
      'aria-describedby': 'wb-bd-' + (i + 1),
      'aria-haspopup': 'dialog'
    });
    button.appendChild(el('span', { class: 'wb-n', 'aria-hidden': 'true' }, i + 1));
    button.appendChild(el('span', { class: 'wb-w', 'aria-hidden': 'true' }));
    button.appendChild(el('span', { class: 'wb-a', 'aria-hidden': 'true' }));
    button.appendChild(el('span', { class: 'wb-sr', id: 'wb-bd-' + (i + 1) }));
    button.addEventListener('click', () => openSheet(i));
    return button;
  }

  function blankButton(i) {
    return ui.passage.querySelector('[data-blank="' + (i + 1) + '"]');
  }

  function updateBlank(i) {
    const button = blankButton(i);
    if (!button) return;
    const given = game.state.entries[i];
    const answer = game.puzzle.blanks[i].answer;
    const word = button.querySelector('.wb-w');
    const ans = button.querySelector('.wb-a');
    const sr = button.querySelector('.wb-sr');
    word.textContent = given === null ? '' : given;
    button.classList.toggle('wb-filled', given !== null);
    button.classList.toggle('wb-locked', game.state.submitted);
    const step = game.state.hints[i];
    if (step > 0 && hints !== null) {
      button.setAttribute('data-hint', String(step));
      button.setAttribute('title', hintText(i, step));
    } else {
      button.removeAttribute('data-hint');
      button.removeAttribute('title');
    }
    if (game.state.revealed) {
      const state = given === null ? 'empty' : isRight(i) ? 'right' : 'wrong';
      button.setAttribute('data-state', state);
      ans.textContent = state === 'right' ? '' : answer;
      sr.textContent = state === 'right' ? 'right: ' + given
        : state === 'wrong' ? 'wrong: ' + given + '; answer: ' + answer
          : 'empty; answer: ' + answer;
    } else {
      button.removeAttribute('data-state');
      ans.textContent = '';
      sr.textContent = given === null ? 'empty' : given;
    }
  }

  function updateBank() {
    const used = new Set(game.state.entries.filter((w) => w !== null));
    ui.bank.textContent = '';
    game.puzzle.options.forEach((word) => {
      const item = el('li', { 'data-bank-word': word }, word);
      if (used.has(word)) item.classList.add('wb-used');
      ui.bank.appendChild(item);
    });
  }

  function renderAttribution(source) {
    const box = ui.attribution;
    box.textContent = '';
    const line = el('p');
    const title = String(source.title || '');
    line.appendChild(document.createTextNode('From the Wikipedia article \u201c'));
    line.appendChild(el('cite', null, title));
    line.appendChild(document.createTextNode('\u201d'));
    const when = typeof source.timestamp === 'string' ? source.timestamp.slice(0, 10) : '';
    const revision = safeHref(source.url);
    line.appendChild(document.createTextNode(', '));
    const revText = 'revision ' + (source.revid !== undefined ? source.revid : '') + (when ? ' of ' + when : '');
    line.appendChild(revision ? el('a', { href: revision, rel: 'noopener', 'data-link': 'revision' }, revText)
      : document.createTextNode(revText));
    line.appendChild(document.createTextNode(' ('));
    line.appendChild(el('a', { href: historyURL(source), rel: 'noopener', 'data-link': 'history' }, 'history and authors'));
    line.appendChild(document.createTextNode('), licensed under '));
    const licence = licenceOf(source);
    const licenceURL = LICENCE_URLS[licence] ||
      (/by-sa 3\.0/i.test(licence) ? LICENCE_URLS['CC BY-SA 3.0'] : /by-sa 4\.0/i.test(licence) ? LICENCE_URLS['CC BY-SA 4.0'] : null);
    line.appendChild(licenceURL ? el('a', { href: licenceURL, rel: 'license noopener', 'data-link': 'license' }, licence)
      : document.createTextNode(licence));
    line.appendChild(document.createTextNode('. ' + game.puzzle.blanks.length +
      ' words were removed for this exercise; the text is otherwise unchanged.'));
    box.appendChild(line);
  }

  function updateOutcome() {
    const st = game.state;
    const n = blankCount();
    ui.submit.disabled = st.submitted;
    ui.result.disabled = !st.submitted || st.revealed;
    ui.replay.disabled = !st.submitted;
    ui.help.textContent = st.submitted
      ? (st.revealed ? 'Green blanks are right; red ones show the answer.' : 'Submitted. See the result, or play the next article.')
      : 'Tap a blank to choose its word. You can change words until you submit.';
    if (st.submitted) {
      ui.score.hidden = false;
      ui.score.setAttribute('data-score', String(st.score));
      ui.score.textContent = '';
      ui.score.appendChild(document.createTextNode('Score '));
      ui.score.appendChild(el('strong', null, st.score + '/' + n));
      if (st.revealed) {
        const counts = { right: 0, wrong: 0, empty: 0 };
        st.entries.forEach((w, i) => { counts[w === null ? 'empty' : isRight(i) ? 'right' : 'wrong'] += 1; });
        ui.score.appendChild(document.createTextNode(' \u00b7 ' + counts.right + ' right, ' + counts.wrong + ' wrong, ' +
          counts.empty + ' empty'));
      }
    } else {
      ui.score.hidden = true;
      ui.score.removeAttribute('data-score');
      ui.score.textContent = '';
    }
  }

  function updateStats() {
    ui.level.textContent = String(profile.level);
    ui.level.setAttribute('data-level', String(profile.level));
    ui.best.textContent = profile.best + '/10';
    ui.best.setAttribute('data-best', String(profile.best));
    ui.total.textContent = String(profile.total);
    ui.total.setAttribute('data-total', String(profile.total));
    ui.games.textContent = 'in ' + profile.games + (profile.games === 1 ? ' game' : ' games');
  }

  // ---------------------------------------------------------- word sheet

  function openSheet(i) {
    if (game.state.submitted) {
      announce('This game is submitted: see the result, or play the next article.');
      return;
    }
    const p = game.puzzle;
    const n = blankCount();
    sheetBlank = i;
    sheetReturn = blankButton(i);
    ui.sheetTitle.textContent = 'Blank ' + (i + 1) + ' of ' + n;

    // The sentence around the blank, so that it stays readable under the sheet.
    const b = p.blanks[i];
    let from = b.start;
    let to = b.start + b.length;
    const s = Array.isArray(p.sentences) ? p.sentences[b.sentence] : null;
    if (s && Number.isInteger(s.start) && Number.isInteger(s.length) && s.start <= b.start &&
        s.start + s.length >= b.start + b.length && s.start + s.length <= p.text.length) {
      from = s.start;
      to = s.start + s.length;
    }
    ui.sheetContext.textContent = '';
    ui.sheetContext.appendChild(document.createTextNode(p.text.slice(from, b.start)));
    ui.sheetContext.appendChild(el('mark', null, game.state.entries[i] === null ? '\u2003' + (i + 1) + '\u2003' : game.state.entries[i]));
    ui.sheetContext.appendChild(document.createTextNode(p.text.slice(b.start + b.length, to)));

    ui.words.textContent = '';
    const current = game.state.entries[i];
    p.options.forEach((word) => {
      const elsewhere = [];
      game.state.entries.forEach((w, j) => { if (w === word && j !== i) elsewhere.push(j + 1); });
      const button = el('button', {
        type: 'button',
        class: 'wb-word',
        'data-word': word,
        'aria-pressed': current === word ? 'true' : 'false'
      });
      button.appendChild(el('span', { class: 'wb-word-text' }, word));
      if (elsewhere.length) button.appendChild(el('span', { class: 'wb-word-used' }, 'in ' + elsewhere.join(', ')));
      button.addEventListener('click', () => choose(word));
      ui.words.appendChild(button);
    });
    const clear = ui.sheet.querySelector('[data-action="clear"]');
    clear.disabled = current === null;
    showSheetHint();

    if (typeof ui.sheet.showModal === 'function') {
      if (!ui.sheet.open) ui.sheet.showModal();
    } else {
      ui.sheet.setAttribute('open', '');
    }
    const focus = ui.words.querySelector('[aria-pressed="true"]') || ui.words.querySelector('.wb-word');
    if (focus) focus.focus();
  }

  /** The hint shown so far for the sheet's blank, and whether more can be asked. */
  function showSheetHint() {
    const i = sheetBlank;
    const step = i >= 0 ? game.state.hints[i] : 0;
    ui.sheetHint.textContent = step > 0 ? 'Hint: ' + hintText(i, step) + '.' : '';
    ui.sheetHint.hidden = step === 0;
    ui.hint.hidden = hints === null;
    ui.hint.disabled = hints === null || step >= 2;
    ui.hint.textContent = step === 0 ? 'Hint' : 'First letter';
  }

  /** One more step of the sheet's blank's hint: its part of speech, then
      its first letter. Hints are free: a hinted blank scores like any other;
      the answer key marks it. */
  function takeHint() {
    const i = sheetBlank;
    if (i < 0 || hints === null || game.state.submitted || game.state.hints[i] >= 2) return;
    game.state.hints[i] += 1;
    saveGame();
    showSheetHint();
    updateBlank(i);
    announce('Blank ' + (i + 1) + ': ' + hintText(i, game.state.hints[i]) + '.');
  }

  function closeSheet() {
    if (typeof ui.sheet.close === 'function') {
      if (ui.sheet.open) ui.sheet.close(); // "close" then returns the focus
    } else {
      ui.sheet.removeAttribute('open');
      afterSheetClosed();
    }
  }

  /** Focus goes back to the blank the sheet was opened from. */
  function afterSheetClosed() {
    const back = sheetReturn;
    sheetBlank = -1;
    sheetReturn = null;
    if (back && document.contains(back)) back.focus();
  }

  function choose(word) {
    const i = sheetBlank;
    if (i < 0 || game.state.submitted) { closeSheet(); return; }
    const previous = game.state.entries[i];
    game.state.entries[i] = word;
    saveGame();
    closeSheet();
    updateBlank(i);
    updateBank();
    const n = blankCount();
    announce('Blank ' + (i + 1) + ': ' + (previous !== null && previous !== word ? previous + ' changed to ' : '') + word +
      ' (' + filledCount() + ' of ' + n + ' filled).');
  }

  function clearBlank() {
    const i = sheetBlank;
    if (i < 0 || game.state.submitted) { closeSheet(); return; }
    const had = game.state.entries[i] !== null;
    game.state.entries[i] = null;
    saveGame();
    closeSheet();
    updateBlank(i);
    updateBank();
    if (had) announce('Blank ' + (i + 1) + ' cleared (' + filledCount() + ' of ' + blankCount() + ' filled).');
  }

  // ------------------------------------------------------------ game flow

  function submit() {
    const st = game.state;
    if (st.submitted) return;
    const n = blankCount();
    let score = 0;
    for (let i = 0; i < n; i += 1) if (isRight(i)) score += 1;
    const before = profile.level;
    const newBest = score > profile.best;
    st.submitted = true;
    st.score = score;
    st.finished = Date.now();
    st.levelBefore = before;
    profile.games += 1;
    profile.total += score;
    profile.best = Math.max(profile.best, score);
    if (score === n) {
      profile.level = Math.min(profile.level + 1, RULES.highest);
      profile.lowStreak = 0;
    } else if (score * 10 <= RULES.lowScorePerTen * n) {
      profile.lowStreak += 1;
      if (profile.lowStreak >= RULES.lowGamesToFall) {
        profile.level = Math.max(profile.level - 1, RULES.lowest);
        profile.lowStreak = 0;
      }
    } else {
      profile.lowStreak = 0;
    }
    st.levelAfter = profile.level;
    saveGame();
    saveProfile();
    refresh();
    let message = 'Score ' + score + ' out of ' + n + '. Best ' + profile.best + '/10' + (newBest ? ', a new best' : '') + '.';
    if (profile.level > before) message += ' All right: level up, now level ' + profile.level + '.';
    else if (profile.level < before) message += ' Level down, now level ' + profile.level + '.';
    else message += ' Level ' + profile.level + '.';
    announce(message);
    ui.result.focus();
  }

  function refresh() {
    for (let i = 0; i < blankCount(); i += 1) updateBlank(i);
    updateOutcome();
    updateStats();
  }

  function showResult() {
    const st = game.state;
    if (!st.submitted || st.revealed) return;
    st.revealed = true;
    saveGame();
    refresh();
    const wrong = [];
    st.entries.forEach((w, i) => { if (!isRight(i)) wrong.push(i + 1); });
    announce(st.score + ' of ' + blankCount() + ' right.' +
      (wrong.length ? ' Wrong or empty: ' + wrong.join(', ') + '; each shows its answer.' : ''));
    ui.replay.focus();
  }

  function replay() {
    if (!game.state.submitted) return;
    const next = pickNext();
    if (!next) return;
    startGame(next, false);
    window.scrollTo(0, 0);
    ui.title.setAttribute('tabindex', '-1');
    ui.title.focus();
    announce('New article: ' + String(next.puzzle.source.title || '') + ', level ' + next.puzzle.level + '.');
  }

  // -------------------------------------------------------------- progress

  function exportProgress() {
    const puzzlesState = {};
    store.keys().forEach((key) => {
      if (key.indexOf(PUZZLE_PREFIX) === 0) puzzlesState[key.slice(PUZZLE_PREFIX.length)] = store.get(key);
    });
    return { format: PROGRESS_FORMAT, version: 1, profile: profile, puzzles: puzzlesState };
  }

  function saveProgress() {
    const text = JSON.stringify(exportProgress(), null, 1) + '\n';
    const blob = new Blob([text], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = el('a', { href: url, download: 'wikiblanks-progress.json', hidden: '' });
    document.body.appendChild(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 60000);
    announce('Progress saved as wikiblanks-progress.json (level ' + profile.level + ', best ' + profile.best + '/10).');
  }

  function importProgress(data) {
    if (!data || data.format !== PROGRESS_FORMAT || data.version !== 1 || typeof data.puzzles !== 'object' || data.puzzles === null) {
      throw new Error('this is not a wikiblanks progress file');
    }
    store.removeAll([PROFILE_KEY, PUZZLE_PREFIX]);
    profile = cleanProfile(data.profile);
    Object.keys(data.puzzles).forEach((id) => {
      const st = data.puzzles[id];
      if (id.length > 0 && id.length <= 200 && st && typeof st === 'object') store.set(puzzleKey(id), st);
    });
    saveProfile();
    begin();
    announce('Progress loaded: level ' + profile.level + ', best ' + profile.best + '/10, ' + profile.games +
      (profile.games === 1 ? ' game.' : ' games.'));
  }

  function loadProgressFile(file) {
    const reader = new FileReader();
    reader.onload = () => {
      try {
        importProgress(JSON.parse(String(reader.result)));
      } catch (e) {
        announce('Could not load progress: ' + (e && e.message ? e.message : 'unreadable file') + '.');
      }
      ui.load.value = '';
    };
    reader.onerror = () => announce('Could not read that file.');
    reader.readAsText(file);
  }

  // ----------------------------------------------------------------- start

  /** Continues the current game (playing or submitted) or starts the next one. */
  function begin() {
    const current = profile.current ? puzzles.find((e) => e.puzzle.id === profile.current) : null;
    if (current && store.get(puzzleKey(current.puzzle.id))) startGame(current, true);
    else startGame(pickNext(), false);
  }

  function wire() {
    document.addEventListener('click', (event) => {
      const target = event.target.closest ? event.target.closest('[data-action]') : null;
      if (!target || target.disabled) return;
      switch (target.getAttribute('data-action')) {
        case 'submit': submit(); break;
        case 'result': showResult(); break;
        case 'replay': replay(); break;
        case 'save': saveProgress(); break;
        case 'clear': clearBlank(); break;
        case 'close': closeSheet(); break;
        case 'hint': takeHint(); break;
        default: break;
      }
    });
    ui.load.addEventListener('change', () => {
      if (ui.load.files && ui.load.files[0]) loadProgressFile(ui.load.files[0]);
    });
    // Escape closes the sheet: a modal dialog fires "cancel" then "close";
    // the keydown handler below covers browsers without <dialog>.
    ui.sheet.addEventListener('close', afterSheetClosed);
    ui.sheet.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeSheet();
        return;
      }
      const keys = { ArrowRight: 1, ArrowDown: 2, ArrowLeft: -1, ArrowUp: -2 };
      if (!(event.key in keys)) return;
      const words = Array.from(ui.words.querySelectorAll('.wb-word'));
      const at = words.indexOf(document.activeElement);
      if (at < 0) return;
      event.preventDefault();
      const next = Math.min(Math.max(at + keys[event.key], 0), words.length - 1);
      words[next].focus();
    });
    // A click on the backdrop (outside the sheet's box) closes it.
    ui.sheet.addEventListener('click', (event) => {
      if (event.target !== ui.sheet) return;
      const r = ui.sheet.getBoundingClientRect();
      const inside = event.clientX >= r.left && event.clientX <= r.right && event.clientY >= r.top && event.clientY <= r.bottom;
      if (!inside) closeSheet();
    });
  }

  function showNotice(text) {
    ui.notice.textContent = text;
    ui.notice.hidden = false;
  }

  wire();
  if (loaded.skipped.length && window.console) {
    loaded.skipped.forEach((s) => window.console.warn('wikiblanks: skipped ' + s));
  }
  // How many blanks puzzles there are, for the memory game's menu (trace.js).
  document.body.setAttribute('data-blanks', String(puzzles.length));
  if (puzzles.length === 0) {
    // A file of memory-game puzzles only is trace.js's to show.
    if (loaded.ignored === 0) {
      showNotice('There is no puzzle this player can show in this file' +
        (loaded.skipped.length ? ' (' + loaded.skipped.length + ' could not be read).' : '.'));
    }
    document.querySelectorAll('.wb-for-blanks').forEach((node) => { node.hidden = true; });
    if (profile) updateStats();
    return;
  }
  if (!store.persistent) {
    showNotice('This browser keeps no progress for this page: use \u201cSave progress\u201d (under Your progress) before you leave.');
  }
  begin();
})();
