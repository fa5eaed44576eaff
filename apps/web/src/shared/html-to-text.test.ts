import { describe, expect, it } from 'vitest';
import { htmlToText, markupToText, spaceBlockEnds } from './html-to-text';

// The server renders the home page's post previews without DOMParser (issue 34); the browser
// hydrates them with it. Any difference would be a hydration mismatch.
const POSTS: [string, string][] = [
  ['<p>Nuevas tarifas</p><p>para <strong>Disney</strong></p>', 'Nuevas tarifas para Disney'],
  ['<h2>Orlando&nbsp;2027</h2><ul><li>Parques</li><li>Hoteles</li></ul>', 'Orlando 2027 Parques Hoteles'],
  ['<p>Precios &lt;USD&gt; &amp; cuotas &quot;sin interés&quot;</p>', 'Precios <USD> & cuotas "sin interés"'],
  ['<p>Línea 1<br>Línea 2</p><div>Bloque</div>', 'Línea 1 Línea 2 Bloque'],
  ['<p>Ver <a href="https://example.com/?a=1&amp;b=2">aquí</a></p>', 'Ver aquí'],
  ['<p>caf&#233; &#xE9;t&#233;</p><!-- nota -->', 'café été'],
  ['<p>texto</p><style>p{color:red}</style><svg><title>x</title></svg>', 'texto'],
  ['<p>   espacios\n\n  y   saltos </p>', 'espacios y saltos'],
];

describe('a post preview’s text', () => {
  it.each(POSTS)('is the same with and without DOMParser: %s', (html, text) => {
    expect(htmlToText(html)).toBe(text);
    expect(markupToText(spaceBlockEnds(html))).toBe(text);
  });
});
