/* global matchMedia, document */
// The color scheme of a page the server rendered, set before its first paint (issue 34): the
// choice under localStorage 'dark' (spec §1), else the system's. A file, not an inline script,
// so the CSP keeps script-src 'self'. app/color-scheme-manager.ts keeps it from then on.
(function () {
  var scheme = 'light';
  try {
    var stored = localStorage.getItem('dark');
    if (stored === 'true') scheme = 'dark';
    else if (stored !== 'false' && matchMedia('(prefers-color-scheme: dark)').matches) scheme = 'dark';
  } catch {
    // no storage: the system's light
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
