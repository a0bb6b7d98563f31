/* wikiblanks offline player: the storage both games share (docs/player.md,
   "Progress"). localStorage when the browser gives it to this page, else
   memory only; every key starts with wikiblanks:v1:. */
const wikiblanksStore = (function () {
  'use strict';
  const NS = 'wikiblanks:v1:';
  let ls = null;
  try {
    ls = window.localStorage;
    ls.setItem(NS + 'probe', '1');
    ls.removeItem(NS + 'probe');
  } catch (e) {
    ls = null;
  }
  const memory = new Map();
  return {
    persistent: ls !== null,
    get(key) {
      let raw = null;
      if (ls) {
        try { raw = ls.getItem(key); } catch (e) { raw = null; }
      }
      if (raw === null && memory.has(key)) raw = memory.get(key);
      if (raw === null) return null;
      try { return JSON.parse(raw); } catch (e) { return null; }
    },
    set(key, value) {
      const raw = JSON.stringify(value);
      memory.set(key, raw);
      if (ls) {
        try { ls.setItem(key, raw); } catch (e) { /* full or refused: memory keeps it */ }
      }
    },
    keys() {
      const all = new Set(memory.keys());
      if (ls) {
        try {
          for (let i = 0; i < ls.length; i += 1) all.add(ls.key(i));
        } catch (e) { /* ignore */ }
      }
      return Array.from(all).filter((k) => k && k.indexOf(NS) === 0).sort();
    },
    /** Removes the keys starting with one of `prefixes`: one game's progress. */
    removeAll(prefixes) {
      this.keys().filter((key) => prefixes.some((p) => key.indexOf(p) === 0)).forEach((key) => {
        memory.delete(key);
        if (ls) {
          try { ls.removeItem(key); } catch (e) { /* ignore */ }
        }
      });
    }
  };
})();
