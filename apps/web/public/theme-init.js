// Runs before the stylesheet and React so the first paint already has the right theme. A file, not an
// inline script, so the Content-Security-Policy can stay script-src 'self'.
// Keep in step with src/features/theme/utils/theme-preference.ts (a test checks they agree).
(function () {
  var theme = 'dark';
  try {
    var saved = localStorage.getItem('basalt-theme');
    if (saved === 'light' || saved === 'dark') theme = saved;
  } catch {
    // Storage can be blocked (private mode, policies): the default theme stands.
  }
  var root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
})();
