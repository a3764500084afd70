import type { HandlerModule, ValidationIssue } from '@adobe/structured-data-validator';
import BaseValidator, { type Condition } from '@adobe/structured-data-validator/src/types/base.js';

/*
 * Google's Event rich result rules (Search Central, 'Event (Event) structured data': required name, startDate
 * and location, with a Place's address or a VirtualLocation's url; recommended description, endDate,
 * eventAttendanceMode, eventStatus, image, offers (availability, price, priceCurrency, url; validFrom's form where given),
 * organizer (name, url) and performer (name)), as handlers of Adobe's validator, which has none for events.
 * Beyond a missing field: dates must carry a time and a UTC offset, images must be PNG or JPEG (Google
 * reads neither SVG nor data: addresses).
 */

const OFFSET_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?([+-]\d{2}:\d{2}|Z)$/;
const RASTER_IMAGE = /^https:\/\/[^?#]+\.(png|jpe?g)$/i;

type Data = Record<string, unknown>;

class Profile extends BaseValidator {
  protected issue(message: string, field: string, severity: ValidationIssue['severity'] = 'ERROR'): ValidationIssue {
    return { issueMessage: message, severity, path: this.path, fieldNames: [field] };
  }
}

class EventProfile extends Profile {
  override getConditions(): Condition[] {
    const dates = (data: Data) =>
      ['startDate', 'endDate']
        .filter((field) => typeof data[field] === 'string' && !OFFSET_DATE_TIME.test(data[field] as string))
        .map((field) => this.issue(`"${field}" needs a time and a UTC offset`, field));
    const images = (data: Data) =>
      [data.image]
        .flat()
        .filter((image) => image !== undefined && (typeof image !== 'string' || !RASTER_IMAGE.test(image)))
        .map(() => this.issue('"image" must be an absolute PNG or JPEG address', 'image'));
    return [
      this.required('name', 'string'),
      this.required('startDate', 'date'),
      this.required('location'),
      ...['description', 'endDate', 'eventAttendanceMode', 'eventStatus', 'image', 'offers', 'organizer', 'performer'].map((field) => this.recommended(field)),
      dates,
      images,
    ];
  }
}

/** A location of an event: a Place needs its address (and a name), a VirtualLocation its url. */
class PlaceProfile extends Profile {
  override getConditions(): Condition[] {
    return [this.required('address'), this.recommended('name', 'string')];
  }
}

class VirtualLocationProfile extends Profile {
  override getConditions(): Condition[] {
    return [this.required('url', 'url')];
  }
}

/** An event's offer (Adobe's Offer handler checks only offers of a Product). */
class EventOfferProfile extends Profile {
  override getConditions(): Condition[] {
    const inEvent = this.path.some((element) => element.type !== undefined && /Event$/.test(element.type));
    if (!inEvent) return [];
    // validFrom (when tickets went on sale) is checked for its form where present, not asked for: the bundled
    // programme records no such moment and a made-up one would mislead (concert-event.test.ts holds it where known).
    const validFrom = this.recommended('validFrom', 'date');
    return [
      this.required('price', 'number'),
      this.required('priceCurrency', 'currency'),
      this.required('availability'),
      this.recommended('url', 'url'),
      (data) => (data.validFrom === undefined ? null : validFrom(data)),
    ];
  }
}

/** An event's organizer and performer: name and (for the organizer) url. */
class EventPartyProfile extends Profile {
  override getConditions(): Condition[] {
    const property = this.path.at(-1)?.property;
    if (property === 'organizer') return [this.required('name', 'string'), this.recommended('url', 'url')];
    if (property === 'performer') return [this.required('name', 'string')];
    return [];
  }
}

const handler = (profile: HandlerModule['default']) => () => Promise.resolve({ default: profile });

/** The handlers to add to a Validator's registeredHandlers (beside Adobe's own for Offer, Organization, ListItem …). */
export const GOOGLE_EVENT_HANDLERS: Record<string, Array<() => Promise<HandlerModule>>> = {
  Event: [handler(EventProfile)],
  MusicEvent: [handler(EventProfile)],
  Place: [handler(PlaceProfile)],
  VirtualLocation: [handler(VirtualLocationProfile)],
  Offer: [handler(EventOfferProfile)],
  MusicGroup: [handler(EventPartyProfile)],
  Organization: [handler(EventPartyProfile)],
};
