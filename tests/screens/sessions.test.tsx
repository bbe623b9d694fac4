import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from '../../src/contract/date-format';
import { eventPhase, statusPhase } from '../../src/features/sessions/classify';
import { useSession } from '../../src/session/session';
import { useDialogs } from '../../src/ui/dialogs-store';
import { renderAt } from './render';
import { seededSessions } from './seeded';
import { useApi } from './setup';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const OFFLINE_TITLE = "This page hasn't been saved for offline use yet";
const phaseSection = (name: RegExp) => screen.getByRole('heading', { level: 2, name }).closest('section')!;
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('book chooser', () => {
  it('shows four skeleton cards, then one card per category linking to its listing', async () => {
    renderAt('/book');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book A Session' })).toBeTruthy();
    expect(screen.getByTestId('category-skeletons').children).toHaveLength(4);
    const events = await screen.findByRole('link', { name: /Events/ });
    expect(events.getAttribute('href')).toBe('/book/event');
    const main = screen.getByRole('main');
    const links = within(main)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/book/event', '/book/webinar', '/book/workshop', '/book/internship-session']);
  });

  it('says so when no category exists', async () => {
    useApi('empty');
    renderAt('/book');
    expect(await screen.findByText('No session categories are open right now. Please check back soon.')).toBeTruthy();
  });

  it('offers a retry when the server cannot be reached', async () => {
    useApi('unreachable');
    renderAt('/book');
    expect(
      await screen.findByText("We couldn't load the session categories. Check your connection and try again.", {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('listing', () => {
  it('sorts events into Ongoing, Upcoming and Past by their dates, with View Details links', async () => {
    const events = await seededSessions.events();
    const now = new Date();
    renderAt('/book/event');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event Listings' })).toBeTruthy();
    expect(await screen.findByText('Loading sessions...')).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: /Ongoing/ });
    for (const [phase, label] of [
      ['ongoing', /Ongoing/],
      ['upcoming', /Upcoming/],
      ['past', /Past/],
    ] as const) {
      const expected = events.filter((e) => eventPhase(e, now) === phase);
      expect(expected.length, `demo content has ${phase} events`).toBeGreaterThan(0);
      const cards = within(phaseSection(label))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
      expect(cards.sort()).toEqual(expected.map((e) => e.title).sort());
    }
    const first = events[0]!;
    expect(screen.getByRole('link', { name: `View Details: ${first.title}` }).getAttribute('href')).toBe(`/book/event/${first._id}`);
  });

  it.each([
    ['webinar', 'Webinar Listings', (id: string) => `/webinar/${id}`, seededSessions.webinars],
    ['workshop', 'Workshop Listings', (id: string) => `/book/workshop/${id}`, seededSessions.workshops],
    ['internship-session', 'Internship-session Listings', (id: string) => `/internship-session/${id}`, seededSessions.internships],
  ] as const)('/book/%s links each card to its detail route', async (slug, heading, href, load) => {
    const list = await load();
    renderAt(`/book/${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    const first = list[0]!;
    const link = await screen.findByRole('link', { name: `View Details: ${first.title}` });
    expect(link.getAttribute('href')).toBe(href(first._id));
    expect(screen.getAllByRole('link', { name: /^View Details: / })).toHaveLength(list.length);
  });

  it('/events lists the events', async () => {
    renderAt('/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event Listings' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: /Upcoming/ })).toBeTruthy();
  });

  it('says when a category slug is unknown', async () => {
    renderAt('/book/bootcamps');
    expect(await screen.findByText('There is no session category called “bootcamps”.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all categories' }).getAttribute('href')).toBe('/book');
  });

  it('says when a category has no sessions at all', async () => {
    useApi('categoriesOnly');
    renderAt('/book/webinar');
    expect(await screen.findByText('No webinars are scheduled right now. Please check back soon.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: /Ongoing|Upcoming|Past/ })).toBeNull();
  });
});

describe('event detail', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

  it('shows every field of the event, the agenda, gallery, sponsors and resources', async () => {
    const summary = (await seededSessions.events()).find((e) => e.title === 'Campus Hackathon 2.0')!;
    const event = await seededSessions.event(summary._id);
    renderAt(`/book/event/${event._id}`);
    expect(await screen.findByText('Loading event...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: event.title })).toBeTruthy();
    expect(screen.getByText(`${event.mode} Event`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Events' }).getAttribute('href')).toBe('/events');
    expect(detail('Participants').textContent).toBe(`${event.registeredCount} / ${event.maxParticipants} registered`);
    expect(detail('Certificate').textContent).toBe('Available');
    expect(detail('Organizer').textContent).toBe(event.organizer);
    expect(detail('Status').textContent).toBe('Past');
    expect(detail('Status').querySelector('[data-tone]')!.getAttribute('data-tone')).toBe('red');
    expect(detail('Speakers').textContent).toBe(event.speakers.join(', '));
    expect(detail('Price').textContent).toBe('Free');
    expect(within(detail('Feedback')).getByRole('link').getAttribute('href')).toBe(event.feedbackFormLink);
    event.agenda.forEach((a, i) => expect(screen.getByText(`Session ${i + 1}`).parentElement!.textContent).toContain(a.activity));
    expect(within(screen.getByRole('heading', { name: 'Gallery' }).closest('section')!).getAllByRole('img')).toHaveLength(
      event.gallery.length,
    );
    const sponsors = screen.getByRole('heading', { name: 'Sponsors' }).closest('section')!;
    expect(within(sponsors).getByText('P', { selector: '[aria-hidden="true"]' })).toBeTruthy();
    expect(within(sponsors).getByText('CloudNest')).toBeTruthy();

    const long = event.resources.find((r) => r.length > 40)!;
    const link = screen.getByRole('link', { name: `${long.slice(0, 40)}…` });
    expect(link.getAttribute('href')).toBe(long);
    const writes: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void writes.push(t) } });
    fireEvent.click(screen.getByRole('button', { name: `Copy link: ${long}` }));
    expect(await screen.findByText('Link copied to the clipboard')).toBeTruthy();
    expect(writes).toEqual([long]);
  });

  it('colours an active event green, shows a price in rupees, Register Now and Join Meeting, and hides a "true" feedback link', async () => {
    const events = await seededSessions.events();
    const full = await Promise.all(events.map((e) => seededSessions.event(e._id)));
    const paid = full.find((e) => !e.isFree && e.registrationLink && e.status === 'Active')!;
    renderAt(`/book/event/${paid._id}`);
    await screen.findByRole('heading', { level: 1, name: paid.title });
    expect(detail('Status').querySelector('[data-tone]')!.getAttribute('data-tone')).toBe('green');
    expect(detail('Price').textContent).toBe(`₹${paid.price.toLocaleString('en-IN')}`);
    expect(screen.getAllByRole('link', { name: 'Register Now' })[0]!.getAttribute('href')).toBe(paid.registrationLink);
    expect(within(detail('Meeting')).getByRole('link', { name: 'Join Meeting' })).toBeTruthy();

    const placeholder = full.find((e) => e.feedbackFormLink === 'true')!;
    renderAt(`/book/event/${placeholder._id}`);
    await screen.findByRole('heading', { level: 1, name: placeholder.title });
    expect(screen.queryByText('Feedback', { selector: 'dt' })).toBeNull();
  });

  it('says "Event not found" for an unknown event', async () => {
    renderAt(`/book/event/${NO_SUCH_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeTruthy();
  });

  // "Oops! Couldn't load the event." answers a server error, and no answer while the browser says it is online (issue 36).
  it('online but the academy unreachable (lie-fi): the event page’s own error, saying the academy cannot be reached, not "not found" nor "not saved for offline"', async () => {
    useApi('unreachable');
    renderAt(`/book/event/${NO_SUCH_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: "Oops! Couldn't load the event." }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/We can't reach the academy right now/)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeNull();
    expect(screen.queryByText(/not found/i)).toBeNull();
  });
});

describe('webinar detail', () => {
  const byStatus = async (status: string) => (await seededSessions.webinars()).find((w) => w.status === status)!;

  it('upcoming: Coming Soon, a running countdown, and the access code behind a click', async () => {
    const webinar = await byStatus('upcoming');
    renderAt(`/webinar/${webinar.id}`);
    expect(await screen.findByText('Loading webinar details...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: webinar.title })).toBeTruthy();
    expect(screen.getByText('Coming Soon')).toBeTruthy();
    // More than a day ahead: days and hours, as the glossary says (decision 117); hh:mm:ss within a day.
    expect(screen.getByTestId('countdown').textContent).toMatch(/^Starts in \d+ days?( \d+ h)?$/);
    expect(screen.getByText(webinar.speakerName)).toBeTruthy();
    expect(screen.getByText(webinar.speakerBio)).toBeTruthy();
    expect(detail('Platform').textContent).toBe(webinar.platform);
    expect(detail('Meeting ID').textContent).toBe(webinar.meetingId);
    expect(detail('Capacity').textContent).toBe(`${webinar.maxParticipants} attendees`);
    expect(detail('Date').textContent).toBe(formatDate(webinar.date));
    expect(detail('Time').textContent).toMatch(/^\d{1,2}:\d{2}\s[ap]m\s– \d{1,2}:\d{2}\s[ap]m\sIST$/);
    expect(screen.queryByText(webinar.passcode)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reveal Access Code' }));
    expect(screen.getByText(webinar.passcode)).toBeTruthy();
  });

  it('ongoing: Live Session and Join Webinar Now', async () => {
    const webinar = await byStatus('ongoing');
    renderAt(`/webinar/${webinar.id}`);
    expect(await screen.findByText('Live Session')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join Webinar Now' }).getAttribute('href')).toBe(webinar.meetingLink);
    expect(screen.queryByTestId('countdown')).toBeNull();
  });

  it('past: Session Ended and "This webinar has ended"', async () => {
    const webinar = await byStatus('past');
    renderAt(`/webinar/${webinar.id}`);
    expect(await screen.findByText('Session Ended')).toBeTruthy();
    expect(screen.getByText('This webinar has ended')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Join Webinar Now' })).toBeNull();
  });

  it('says "No webinar found" for an unknown webinar', async () => {
    renderAt(`/webinar/${NO_SUCH_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'No webinar found' })).toBeTruthy();
  });
});

describe('workshop detail', () => {
  it('shows every field, and Back to Workshops leads to the listing when opened directly', async () => {
    const workshop = (await seededSessions.workshops())[0]!;
    renderAt(`/book/workshop/${workshop._id}`);
    expect(await screen.findByText('Loading workshop...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: workshop.title })).toBeTruthy();
    // Its times of day, in the one date style, India time stated (issue 36: "Dec 12, 2026" alone before).
    expect(detail('Starts').textContent).toBe(formatDateTime(workshop.startDate));
    expect(detail('Ends').textContent).toBe(formatDateTime(workshop.endDate));
    expect(detail('Starts').textContent).toMatch(/, \d{1,2}:\d{2}\s[ap]m\sIST$/);
    expect(detail('Duration').textContent).toBe(workshop.duration);
    expect(detail('Location').textContent).toBe(workshop.location);
    expect(detail('Certification').textContent).toBe(workshop.certification ? 'Provided' : 'Not Provided');
    expect(detail('Instructors').textContent).toBe(workshop.instructors.map((i) => i.name).join(', '));
    expect(within(detail('Contact')).getByRole('link', { name: workshop.contact.email })).toBeTruthy();
    for (const t of [...workshop.topics, ...workshop.prerequisites]) expect(screen.getByText(t)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Back to Workshops/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Workshop Listings' })).toBeTruthy();
    expect(window.location.pathname).toBe('/book/workshop');
  });

  it('shows Register Now for a workshop that has not ended', async () => {
    const open = (await seededSessions.workshops()).find((w) => w.status !== 'Completed' && w.registrationLink)!;
    renderAt(`/book/workshop/${open._id}`);
    expect((await screen.findByRole('link', { name: 'Register Now' })).getAttribute('href')).toBe(open.registrationLink);
  });

  it('says "Workshop not found" for an unknown workshop', async () => {
    renderAt(`/book/workshop/${NO_SUCH_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Workshop not found' })).toBeTruthy();
  });

  // "Failed to load workshop details" answers a server error, and no answer while the browser says it is online (issue 36).
  it('online but the academy unreachable (lie-fi): the workshop page’s own error, saying the academy cannot be reached, not "not found" nor "not saved for offline"', async () => {
    useApi('unreachable');
    renderAt(`/book/workshop/${NO_SUCH_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load workshop details' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/We can't reach the academy right now/)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeNull();
    expect(screen.queryByText(/not found/i)).toBeNull();
  });
});

describe('internship session detail', () => {
  it('shows the overview, fees with the Money-Back Guarantee, the numbered curriculum and why it stands out', async () => {
    const session = (await seededSessions.internships())[0]!;
    renderAt(`/internship-session/${session._id}`);
    expect(await screen.findByText('Loading Internship Details...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: session.title })).toBeTruthy();
    expect(detail('Capacity').textContent).toBe(`${session.capacity} students`);
    expect(detail('Certification').textContent).toBe(session.certification ? 'Included' : 'Not Included');
    expect(detail('Mode').textContent).toBe(session.mode);
    expect(detail('Duration').textContent).toBe(session.duration);
    expect(detail('Start date').textContent).toBe(formatDateTime(session.startDate));
    const fees = screen.getByRole('complementary', { name: 'Fees' });
    expect(within(fees).getByText(`₹${session.fees.amount.toLocaleString('en-IN')}`)).toBeTruthy();
    expect(within(fees).getByRole('heading', { name: 'Money-Back Guarantee' })).toBeTruthy();
    expect(within(fees).getByText(session.fees.refundPolicy)).toBeTruthy();
    const curriculum = within(screen.getByRole('heading', { name: 'Curriculum' }).closest('section')!).getAllByRole('listitem');
    curriculum.forEach((li, i) => expect(li.textContent).toBe(`${i + 1}${session.topics[i]}`));
    expect(screen.getByRole('heading', { name: 'Why This Internship Stands Out' })).toBeTruthy();
  });

  it('says "Internship session not found" for an unknown session', async () => {
    renderAt(`/internship-session/${NO_SUCH_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Internship session not found' })).toBeTruthy();
  });
});

describe('a visitor at a session (issue 36)', () => {
  beforeEach(() => {
    useSession.setState({ student: null });
    useDialogs.setState({ loginOpen: false, enrolTarget: null, enrolAfterLogin: null });
  });

  const now = new Date();
  it.each([
    [
      'event',
      async () => (await seededSessions.events()).find((e) => eventPhase(e, now) === 'upcoming')!,
      (id: string) => `/book/event/${id}`,
    ],
    ['webinar', async () => (await seededSessions.webinars()).find((w) => w.status === 'upcoming')!, (id: string) => `/webinar/${id}`],
    [
      'workshop',
      async () => (await seededSessions.workshops()).find((w) => statusPhase(w.status) !== 'past')!,
      (id: string) => `/book/workshop/${id}`,
    ],
    [
      'internship session',
      async () => (await seededSessions.internships()).find((s) => statusPhase(s.status) !== 'past')!,
      (id: string) => `/internship-session/${id}`,
    ],
  ] as const)('%s: "Log in to register" is a link to /login?next=<this page>; a click opens the login over it', async (_, find, pathOf) => {
    const session = await find();
    const page = pathOf(session._id);
    renderAt(page);
    const link = await screen.findByRole('link', { name: 'Log in to register' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(page)}`);
    fireEvent.click(link);
    expect(await screen.findByRole('dialog', { name: 'Login' }, { timeout: 10_000 })).toBeTruthy();
    expect(window.location.pathname).toBe(page);
    // Signed in, the page's own controls take its place. Until their code and the student's registrations are in,
    // the section keeps its room, its one control disabled (the details below it used to jump up, then down).
    useSession.setState({ student: { studentId: '11111111-1111-4111-8111-111111111111', mobileNo: '9876543210' } });
    const checking = await screen.findByRole('button', { name: 'Checking your place...' });
    expect((checking as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('heading', { name: 'Your place' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in to register' })).toBeNull();
  });

  it('a session that has ended offers no registration', async () => {
    const webinar = (await seededSessions.webinars()).find((w) => w.status === 'past')!;
    renderAt(`/webinar/${webinar.id}`);
    expect(await screen.findByText('Session Ended')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in to register' })).toBeNull();
  });
});

describe('the webinar countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks every second, reaches 00:00:00 and stays there, and is right again after a sleeping tab wakes', async () => {
    const { Countdown } = await import('../../src/features/sessions/Countdown');
    const { render, act } = await import('@testing-library/react');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-03-10T10:00:00Z'));
    render(<Countdown to="2026-03-10T11:01:03Z" label="Starts in" />);
    const time = () => screen.getByTestId('countdown').querySelector('time')!.textContent;
    expect(time()).toBe('01:01:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(time()).toBe('01:01:02');
    act(() => vi.advanceTimersByTime(3000));
    expect(time()).toBe('01:00:59');
    // A background tab's timers may not run; the clock moves on anyway.
    vi.setSystemTime(new Date('2026-03-10T11:00:00Z'));
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(time()).toBe('00:01:03');
    act(() => vi.advanceTimersByTime(70_000));
    expect(time()).toBe('00:00:00');
  });
});

describe('event banners (issue 16.6)', () => {
  const allEvents = async () => Promise.all((await seededSessions.events()).map((e) => seededSessions.event(e._id)));

  it('an event without a banner of its own shows the default banner, not a grey "no image"', async () => {
    const bare = (await allEvents()).find((e) => !e.bannerImage);
    expect(bare, 'the demo content has an event without a banner').toBeTruthy();
    renderAt(`/book/event/${bare!._id}`);
    await screen.findByRole('heading', { level: 1, name: bare!.title });
    expect(screen.getByTestId('event-banner').getAttribute('src')).toBe('/images/event-banner.svg');
  });

  it("no banner repeats its event's title: the pictures carry no words, the page has the title", async () => {
    const origin = useApi('seeded');
    const banners = (await allEvents()).filter((e) => e.bannerImage);
    expect(banners.length).toBeGreaterThan(0);
    for (const event of banners) {
      const picture = await (await fetch(new URL(`/uploads/events/banners/${event.bannerImage}`, origin))).text();
      expect(picture, event.bannerImage!).toMatch(/^<svg/);
      expect(picture, event.bannerImage!).not.toContain('<text');
      expect(picture, event.bannerImage!).not.toContain(event.title);
    }
    const stand = readFileSync(join(process.cwd(), 'public/images/event-banner.svg'), 'utf8');
    expect(stand).not.toContain('<text');
  });
});

describe('demo dates (issue 16.8)', () => {
  const IST_MS = 330 * 60_000;
  const istYear = (at: string | null) => (at ? new Date(new Date(at).getTime() + IST_MS).getUTCFullYear() : null);

  it('a year named in a session (title, description, links) is the year the session takes place in', async () => {
    const [events, webinars, workshops, internships] = await Promise.all([
      Promise.all((await seededSessions.events()).map((e) => seededSessions.event(e._id))),
      seededSessions.webinars(),
      seededSessions.workshops(),
      seededSessions.internships(),
    ]);
    const sessions = [
      ...events.map((e) => ({
        text: [e.title, e.description, ...e.resources].join(' '),
        years: [istYear(e.startDate), istYear(e.endDate)],
      })),
      ...webinars.map((w) => ({ text: `${w.title} ${w.description} ${w.passcode}`, years: [istYear(w.date)] })),
      ...workshops.map((w) => ({ text: `${w.title} ${w.description}`, years: [istYear(w.startDate), istYear(w.endDate)] })),
      ...internships.map((i) => ({ text: `${i.title} ${i.description}`, years: [istYear(i.startDate), istYear(i.endDate)] })),
    ];
    const stale = sessions.flatMap(({ text, years }) =>
      [...text.matchAll(/20\d\d/g)].filter(([y]) => !years.includes(Number(y))).map(([y]) => `${y} in "${text.slice(0, 60)}…"`),
    );
    expect(stale).toEqual([]);
  });
});
