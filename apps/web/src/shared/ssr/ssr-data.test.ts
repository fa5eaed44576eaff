import { describe, expect, it } from 'vitest';
import { serializeSsrData } from './ssr-data';

describe('the server render’s data in the page', () => {
  it('cannot end its script element nor open a comment, and reads back as it was', () => {
    const data = {
      router: { loaderData: { home: null } },
      queries: { title: '</script><script>alert(1)</script>', note: '<!-- x -->', ok: 'a < b' },
    };
    const text = serializeSsrData(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
