// Runs before the stylesheet and React so the first paint already has the right theme. Inlined by
// the build (start-with-page.ts); a file in development.
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
  function apply() {
    root.classList.toggle('dark', theme === 'dark');
    root.style.colorScheme = theme;
  }
  apply();
  // The toggle works before the app does (issue 37): until React listens, a tap on it switches
  // here; the app's theme store then reads the saved choice.
  document.addEventListener(
    'click',
    function (event) {
      if (root.hasAttribute('data-app-listening') || event.defaultPrevented) return;
      if (!(event.target instanceof Element) || !event.target.closest('[data-theme-toggle]')) return;
      theme = theme === 'dark' ? 'light' : 'dark';
      apply();
      try {
        localStorage.setItem('basalt-theme', theme);
      } catch {
        // The choice still applies for this visit.
      }
    },
    true,
  );
})();
