import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderRemote } from '@touchline/remote-devkit/testing';
import { CodeBlock } from './CodeBlock';

/** jsdom lays nothing out: a <pre> gets these widths, every other box 0. */
function layOutCode({ clientWidth, scrollWidth }: { clientWidth: number; scrollWidth: number }) {
  const widths = { clientWidth, scrollWidth, scrollLeft: 0 };
  for (const property of ['clientWidth', 'scrollWidth', 'scrollLeft'] as const) {
    jest.spyOn(Element.prototype, property, 'get').mockImplementation(function (this: Element) {
      return this.tagName === 'PRE' ? widths[property] : 0;
    });
  }
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('a block of code', () => {
  it('is a named region the keyboard can reach and scroll when its lines are wider than it (a phone)', () => {
    layOutCode({ clientWidth: 320, scrollWidth: 640 });
    renderRemote(<CodeBlock label="curl example">curl -H "X-API-Key: tl_…" "http://localhost:8000/api/…"</CodeBlock>);
    const region = screen.getByRole('region', { name: 'curl example' });
    expect(region.tagName).toBe('PRE');
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('is no Tab stop when it fits', () => {
    layOutCode({ clientWidth: 640, scrollWidth: 640 });
    renderRemote(<CodeBlock label="curl example">curl</CodeBlock>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('curl')).not.toHaveAttribute('tabindex');
  });
});
