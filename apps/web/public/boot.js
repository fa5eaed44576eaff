/* global document, requestAnimationFrame */
// The code of a page the server rendered for a logged-in agent starts after the page's first
// paint (issue 34). Its ~50 files, listed inert in <template id="portal-code">, were fetched
// beside the page's styles and largest image and held its first paint back on a slow network;
// the page shows first, then its code comes and takes it over. A file, not an inline script,
// so the CSP keeps script-src 'self'.
(function () {
  // Each added element starts a request, which here costs the main thread a few milliseconds:
  // some fifty at once blocked it for ~100 ms (Lighthouse's TBT). On a busy 2-core machine a
  // batch of six still took 50–200 ms of Lighthouse's 4× time (the thread waits for a core while
  // the server and the network process answer); two at a time stay under its 50 ms.
  var BATCH = 2;
  var started = false;
  function add(sources, from) {
    for (var i = from; i < Math.min(from + BATCH, sources.length); i++) {
      var source = sources[i];
      // a fresh element, not a clone: a script cloned from a template may never run
      var element = document.createElement(source.localName);
      for (var j = 0; j < source.attributes.length; j++) {
        element.setAttribute(source.attributes[j].name, source.attributes[j].value);
      }
      (source.localName === 'script' ? document.body : document.head).appendChild(element);
    }
    if (from + BATCH < sources.length) {
      setTimeout(function () {
        add(sources, from + BATCH);
      }, 0);
    }
  }
  function start() {
    if (started) return;
    started = true;
    var template = document.getElementById('portal-code');
    if (template) add(Array.prototype.slice.call(template.content.children), 0);
  }
  // A frame's animation callback runs before its paint; a timeout set there, after it.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  // A page opened in a background tab paints no frame until it is shown: its code starts anyway.
  setTimeout(start, 1000);
})();
