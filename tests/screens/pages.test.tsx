import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from './render';

describe('static pages', () => {
  it('about shows the mission, the vision and the four values', async () => {
    renderAt('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About CodeSmart Academy' })).toBeTruthy();
    for (const h of ['Our Mission', 'Our Vision', 'Hands-On Learning', 'Expert Mentors', 'Comprehensive Syllabus', 'Flexible Learning'])
      expect(screen.getByRole('heading', { name: h })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^About/));
  });

  it('terms and conditions has 13 numbered sections', async () => {
    renderAt('/policies/terms-conditions');
    const title = await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' });
    const page = title.closest('main')!;
    const sections = within(page)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(sections).toHaveLength(13);
    sections.forEach((s, i) => expect(s).toMatch(new RegExp(`^${i + 1}\\. `)));
  });

  it.each([
    ['/policies/refund', 'Refund Policy'],
    ['/policies/privacy', 'Privacy Policy'],
  ])('%s shows %s', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${title}`)));
  });

  it('an unknown path shows the 404 page with ways back', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('the 404 page is designed to help onwards: its picture, the address asked for, the main places (issue 16.9)', async () => {
    renderAt('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    const main = screen.getByRole('main');
    expect(main.querySelector('img[src="/images/not-found.svg"]')).toBeTruthy();
    expect(within(main).getByText('/no/such/page').tagName).toBe('CODE');
    const places = within(screen.getByRole('navigation', { name: 'Or pick up from here' }))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(places).toEqual(['/courses', '/book', '/mentors', '/contact']);
  });

  it('every page has the navbar links and the footer with the current year and social links in new tabs', async () => {
    renderAt('/about');
    const nav = screen.getByRole('navigation', { name: /main/i });
    const links: [string, string][] = [
      ['Home', '/'],
      ['Courses', '/courses'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['SkillUp Center', '/book'],
    ];
    for (const [label, href] of links)
      expect(
        within(nav)
          .getAllByRole('link', { name: label })
          .map((a) => a.getAttribute('href')),
      ).toContain(href);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(String(new Date().getFullYear()));
    for (const name of ['Facebook', 'YouTube', 'LinkedIn', 'Instagram']) {
      const link = within(footer).getByRole('link', { name: new RegExp(name) });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });
});
