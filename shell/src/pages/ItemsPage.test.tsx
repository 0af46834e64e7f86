import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderShell } from '../testing/renderShell';

describe('/items page parameter', () => {
  it('reads the page number from the address', async () => {
    await renderShell({ path: '/items?page=3', token: 't' });
    expect(screen.getByText('Page 3')).toBeInTheDocument();
  });

  it.each(['/items', '/items?page=abc', '/items?page=0', '/items?page=-1'])('falls back to page 1 for %s', async (path) => {
    await renderShell({ path, token: 't' });
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  });

  it('hands the parsed page to the remote that owns /admin', async () => {
    await renderShell({ path: '/admin?page=oops', token: 't' });
    expect(await screen.findByText('mf_admin screen /admin {"page":1}')).toBeInTheDocument();
  });

  it('hands the optional checkout value to the billing remote', async () => {
    await renderShell({ path: '/billing?checkout=success', token: 't' });
    expect(await screen.findByText('mf_billing screen /billing {"checkout":"success"}')).toBeInTheDocument();
  });
});
