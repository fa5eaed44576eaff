import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml: the portal applies the domain’s allowed-HTML policy', () => {
  it.each([
    ['<script>alert(1)</script>', ''],
    ['<img src=x onerror=alert(1)>', ''],
    ['<a href="javascript:alert(1)">clic</a>', '<a>clic</a>'],
    ['<a href="  JaVaScRiPt:alert(1)">clic</a>', '<a>clic</a>'],
    ['<svg onload=alert(1)><circle></circle></svg>', ''],
    ['<style>*{display:none}</style><iframe src="https://x.example"></iframe>', ''],
    ['<p onclick="alert(1)" style="color:red" class="x">hola</p>', '<p>hola</p>'],
    ['<form action="https://x.example"><input name="clave"></form>', ''],
  ])('%s → %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('keeps what the editor writes and sends links to a new tab without an opener', () => {
    const html =
      '<h2>Título</h2><p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s><br></p>' +
      '<ul><li>uno</li></ul><ol><li>dos</li></ol><blockquote><p>cita</p></blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<p><a href="https://a.com" target="_top">a</a></p>')).toBe(
      '<p><a href="https://a.com" target="_blank" rel="noopener noreferrer nofollow">a</a></p>',
    );
  });

  it('renders nothing of a disallowed tag but its text (h1 is the page’s, not a post’s)', () => {
    expect(sanitizeHtml('<h1>Grande</h1><table><tr><td>celda</td></tr></table>')).toBe('Grandecelda');
  });
});
