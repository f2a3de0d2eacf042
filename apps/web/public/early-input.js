// Keeps what a person does on a server-rendered page before React takes it over (issue 37,
// decision 047), so that nothing is lost: the app replays it (src/app/early-input.ts).
// - A tap that the app would handle is kept until React listens (<html data-app-listening>); React
//   itself replays taps from then on. Plain links and a form's submit button work without the app.
//   A link marked data-app-action is one the app upgrades (to a dialog): it waits for the app.
// - A field's change is kept until React has hydrated (<html data-app-ready>): React keeps the typed
//   text on screen but, hydrating the field after the keystroke, never hears of it.
(function () {
  var html = document.documentElement;
  var kept = { taps: [], fields: [] };
  window.basaltEarlyInput = kept;
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      if (html.hasAttribute('data-app-listening') || event.defaultPrevented || event.button !== 0) return;
      if (!(target instanceof Element) || !target.closest('#root')) return;
      // The theme toggle works without the app (theme-init.js); fields keep their own changes.
      if (target.closest('[data-theme-toggle], input, select, textarea, label')) return;
      var link = target.closest('a[href]');
      if (link ? !link.hasAttribute('data-app-action') : target.closest('[type=submit]')) return;
      if (link) event.preventDefault();
      kept.taps.push(target);
    },
    true,
  );
  function keepField(event) {
    var field = event.target;
    if (html.hasAttribute('data-app-ready') || !(field instanceof Element) || !field.closest('#root')) return;
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ) {
      kept.fields.push({ field: field, value: field.value });
    }
  }
  document.addEventListener('input', keepField, true);
  document.addEventListener('change', keepField, true);
})();
