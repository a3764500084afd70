import { describe, expect, it } from 'vitest';
import { loadSampleProgramme, type ProgrammeConcert } from '@/features/concerts';
import { concertEventJsonLd, concertRecordingJsonLd, type EventContext } from './concert-event';
import { concertListJsonLd } from './concert-list';
import { musicEventsJsonLd } from './music-events';

/** The sample programme with its texts in all six languages. */
const SAMPLE = await loadSampleProgramme();

const SITE = 'https://tutti.example';
const NOW = Date.parse('2026-11-25T12:00:00Z');
const context: EventContext = { siteUrl: SITE, language: 'en', organizerName: 'Tutti', now: NOW, fallbackDescription: 'Watch a 360° concert.' };
const { concerts } = SAMPLE;
const byId = (id: string): ProgrammeConcert => {
  const concert = concerts.find((item) => item.id === id);
  if (!concert) throw new Error(id);
  return concert;
};

describe('a concert as an event', () => {
  const amsterdam = concertEventJsonLd(byId('amsterdam-philharmonic'), context);

  it("starts and ends on the venue's clock, with a real end", () => {
    expect(amsterdam).toMatchObject({ '@type': 'MusicEvent', startDate: '2027-03-06T19:30:00+01:00', endDate: '2027-03-06T21:30:00+01:00' });
    // Two days in Gothenburg, in summer time: its own end.
    expect(concertEventJsonLd(byId('3'), context)).toMatchObject({ startDate: '2025-04-26T19:30:00+02:00', endDate: '2025-04-27T21:30:00+02:00' });
  });

  it('is an online event watched on its page, hall or no hall (SPEC)', () => {
    for (const concert of [byId('1'), byId('7'), byId('amsterdam-philharmonic')]) {
      expect(concertEventJsonLd(concert, context)).toMatchObject({
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url: `${SITE}/concert/${concert.id}` },
      });
    }
  });

  it('names its status, performer, organizer, description and PNG images in three shapes', () => {
    expect(concertEventJsonLd(byId('1'), context)).toMatchObject({
      eventStatus: 'https://schema.org/EventScheduled',
      performer: { '@type': 'MusicGroup', name: 'Amstel String Quartet' },
      organizer: { '@type': 'Organization', '@id': `${SITE}/#organization`, name: 'Tutti', url: `${SITE}/` },
      description: expect.stringContaining('Haydn'),
      image: ['16x9', '4x3', '1x1'].map((shape) => `${SITE}/social/concert-1-${shape}.png`),
    });
    expect(concertEventJsonLd(byId('2'), context).performer).toEqual({ '@type': 'MusicGroup', name: 'Mara Okafor Trio', url: `${SITE}/artist/mara-okafor-trio` });
    // A demo concert has neither description nor artist: the page's own line, and no performer.
    expect(amsterdam.description).toBe('Watch a 360° concert.');
    expect(amsterdam).not.toHaveProperty('performer');
  });

  it('says when an admin cancelled or postponed it, and offers no spots then', () => {
    const cancelled = concertEventJsonLd({ ...byId('amsterdam-philharmonic'), status: 'cancelled' }, context);
    expect(cancelled).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled', offers: { availability: 'https://schema.org/OutOfStock' } });
    const postponed = concertEventJsonLd({ ...byId('amsterdam-philharmonic'), status: 'postponed' }, context);
    expect(postponed).toMatchObject({ eventStatus: 'https://schema.org/EventPostponed', offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('once its own recording is published and the concert is over, describes it as a VideoObject recorded at the event', () => {
    const filmed: ProgrammeConcert = { ...byId('1'), stream: { src: 'https://cdn.example/spring/master.m3u8', poster: 'https://cdn.example/spring/poster.jpg', layout: 'mono' } };
    expect(concertRecordingJsonLd(filmed, context)).toEqual({
      '@type': 'VideoObject',
      '@id': `${SITE}/concert/1#recording`,
      name: 'Spring Strings at the Concertgebouw',
      description: expect.stringContaining('Haydn'),
      url: `${SITE}/concert/1`,
      thumbnailUrl: ['https://cdn.example/spring/poster.jpg'],
      contentUrl: 'https://cdn.example/spring/master.m3u8',
      uploadDate: '2025-04-12T21:30:00+02:00',
      inLanguage: 'en',
      recordedAt: { '@id': `${SITE}/concert/1#event` },
    });
    expect(concertEventJsonLd(filmed, context)).toMatchObject({ recordedIn: { '@id': `${SITE}/concert/1#recording` } });
  });

  it('has no recording before the concert is over, without one of its own, or with the demo as its stream', () => {
    const filmed: ProgrammeConcert = { ...byId('amsterdam-philharmonic'), stream: { src: 'https://cdn.example/a/master.m3u8', poster: 'https://cdn.example/a/poster.jpg', layout: 'mono' } };
    expect(concertRecordingJsonLd(filmed, context)).toBeNull();
    expect(concertEventJsonLd(filmed, context)).not.toHaveProperty('recordedIn');
    expect(concertRecordingJsonLd(byId('1'), context)).toBeNull();
    expect(concertRecordingJsonLd({ ...byId('1'), stream: { src: '/media/demo/master.m3u8', poster: '/media/demo/poster.jpg', layout: 'mono' } }, context)).toBeNull();
  });

  it('offers spots by what is left, valid from when the concert was listed until the start', () => {
    const offer = (concert: ProgrammeConcert) => concertEventJsonLd(concert, context).offers;
    const amsterdamConcert = { ...byId('amsterdam-philharmonic'), listedAt: '2026-11-24T23:00:00.000Z' };
    expect(offer(amsterdamConcert)).toEqual({
      '@type': 'Offer',
      url: `${SITE}/concert/amsterdam-philharmonic`,
      price: '15',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/LimitedAvailability',
      validFrom: '2026-11-25T00:00:00+01:00',
      validThrough: '2027-03-06T19:30:00+01:00',
    });
    expect(offer({ ...amsterdamConcert, registered: 41 })).toMatchObject({ availability: 'https://schema.org/InStock' });
    expect(offer({ ...amsterdamConcert, registered: 100 })).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    const past = offer(byId('1'));
    expect(past).toMatchObject({ availability: 'https://schema.org/OutOfStock', validThrough: '2025-04-12T19:30:00+02:00' });
    expect(past).not.toHaveProperty('validFrom');
    // Nothing recorded when it was listed (the bundled sample): no date is made up.
    expect(offer(byId('amsterdam-philharmonic'))).not.toHaveProperty('validFrom');
  });

  it("speaks the page's language and points at that language's pages", () => {
    const dutch = concertEventJsonLd(byId('2'), { ...context, language: 'nl' });
    expect(dutch).toMatchObject({ '@id': `${SITE}/nl/concert/2#event`, url: `${SITE}/nl/concert/2`, performer: { url: `${SITE}/nl/artist/mara-okafor-trio` } });
    expect(dutch.name).toBe(byId('2').texts.nl?.title);
    expect(dutch.name).not.toBe(concertEventJsonLd(byId('2'), context).name);
    expect(dutch.offers).toMatchObject({ url: `${SITE}/nl/concert/2` });
  });
});

describe('the home page and agenda lists', () => {
  it('describes only the first 3 concerts given, in order, in full', () => {
    const events = musicEventsJsonLd(concerts.slice(0, 5), { ...context, language: 'de' });
    expect(events.map((event) => event.url)).toEqual(concerts.slice(0, 3).map((concert) => `${SITE}/de/concert/${concert.id}`));
    expect(events[0]).toEqual(concertEventJsonLd(concerts[0]!, { ...context, language: 'de' }));
    expect(musicEventsJsonLd([], context)).toEqual([]);
  });

  it("lists the agenda's concerts by position and page address", () => {
    const list = concertListJsonLd(concerts.slice(0, 2), SITE, 'nl');
    expect(list).toEqual({
      '@type': 'ItemList',
      itemListElement: concerts.slice(0, 2).map((concert, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `${SITE}/nl/concert/${concert.id}`,
        name: concert.texts.nl?.title,
      })),
    });
  });
});
