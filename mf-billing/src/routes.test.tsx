import { describe, expect, it } from '@jest/globals';
import { routes } from './routes';
import { widgets } from './widgets';

describe('mf-billing', () => {
  it('provides the /billing screen', () => {
    expect(routes.map((route) => route.path)).toEqual(['/billing']);
  });

  it('provides the plan card for the dashboard home', () => {
    expect(widgets.map((widget) => widget.id)).toEqual(['plan']);
  });
});
