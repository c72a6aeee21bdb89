import type { Db } from './client';
import { hostDocuments, hosts, identityAccounts, properties, units } from './schema';
import { newId } from './ids';
import { greyscalePng } from './greyscale-png';

// Work for the staff review page on a fresh demo database (README demo accounts): the company
// lago@ handed in its identity documents (verification "submitted", awaiting staff) and has a
// lakeside apartment a staff member refused once and the host published again, so it waits
// UNDER_REVIEW. Signing in as lago@ works too (same password as every demo account).

export const REVIEW_DEMO_EMAIL = 'lago@demo.host-portal.test';

/** A one-page PDF that says what it is, so a reviewer opening it sees a real document. */
function demoPdf(lines: string[]): Buffer {
  const text = lines.map((l, i) => `BT /F1 14 Tf 72 ${760 - i * 22} Td (${l.replace(/[()\\]/g, '')}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A small grey PNG (an identity card's scan stand-in), valid so browsers display it. */
const demoPng = (width = 320, height = 200) => greyscalePng(width, height, { shade: 0xc8 });

export async function seedDemoReviews(db: Db, passwordHash: string) {
  const submittedAt = new Date('2026-11-20T10:30:00Z');
  const id = newId(Date.parse('2026-01-04T09:00:00Z'));
  await db.insert(identityAccounts).values({ id, email: REVIEW_DEMO_EMAIL, passwordHash, givenName: 'Giulia', familyName: 'Conti', accountType: 'company', locale: 'it-IT' });
  await db.insert(hosts).values({
    id,
    subject: id,
    email: REVIEW_DEMO_EMAIL,
    type: 'company',
    commercialModel: 'commission',
    firstName: 'Giulia',
    lastName: 'Conti',
    companyName: 'Lago Rentals Srl',
    locale: 'it-IT',
    onboardingStatus: 'in_progress',
    accountSource: 'demo',
    kycInitiated: true,
    kycStatus: 'submitted',
    kycStartedAt: submittedAt,
  });
  const documents = [
    { kind: 'company-registration', subject: 'host', fileName: 'visura-camerale-lago-rentals.pdf', mimeType: 'application/pdf', content: demoPdf(['Lago Rentals Srl', 'Company registration extract (demo document)', 'Registro delle Imprese di Como', 'REA CO-123456']) },
    { kind: 'id-card', subject: 'owner:0', fileName: 'carta-identita-giulia-conti.png', mimeType: 'image/png', content: demoPng() },
  ];
  await db.insert(hostDocuments).values(
    documents.map((d, i) => ({ id: newId(submittedAt.getTime() + i), hostId: id, ...d, byteSize: d.content.length, createdAt: new Date(submittedAt.getTime() + i) })),
  );

  const propertyAt = new Date('2026-10-02T08:00:00Z');
  const propertyId = newId(propertyAt.getTime());
  await db.insert(properties).values({
    id: propertyId,
    hostId: id,
    propertyType: 'single',
    accommodationType: 'apartment',
    title: 'Lakeside apartment Bellagio',
    description: 'A bright apartment on the shore of Lake Como, a short walk from the ferry.',
    location: { countryCode: 'IT', city: 'Bellagio', street: 'Via Lungo Lario Manzoni', houseNumberOrName: '8', postalCode: '22021', stateOrProvince: 'CO', formattedAddress: 'Via Lungo Lario Manzoni 8, 22021 Bellagio CO, Italy', latitude: 45.9866, longitude: 9.2613 },
    timeZone: 'Europe/Rome', // what timeZoneOfAddress answers for Bellagio
    createdAt: propertyAt,
    updatedAt: propertyAt,
  });
  const underReviewSince = new Date('2026-11-24T15:00:00Z');
  await db.insert(units).values({
    id: newId(propertyAt.getTime() + 1),
    hostId: id,
    propertyId,
    status: 'UNDER_REVIEW',
    guests: 4,
    propertySize: 70,
    rooms: [{ type: 'bedroom', beds: [{ type: 'double_bed', count: 1 }] }, { type: 'living_room', beds: [{ type: 'sofa_bed', count: 1 }] }, { type: 'bath_room', beds: [] }],
    amenities: ['wifi', 'balcony'],
    cancellationPolicy: 'moderate',
    bookingType: 'onRequest',
    calendarStatus: 'AVAILABLE',
    priceConfiguration: {
      nightlyPrice: 130,
      minStay: 2,
      maxStay: 21,
      extraGuestPrice: null,
      extraGuestsCount: null,
      checkInFrom: '15:00',
      checkInTo: '20:00',
      checkOutTo: '10:00',
      checkInDays: [0, 1, 2, 3, 4, 5, 6],
      checkOutDays: [0, 1, 2, 3, 4, 5, 6],
      extraCharges: [],
      discounts: [],
      taxes: [],
      seasonsPricing: [],
      securityDeposit: null,
      preparationTime: 0,
      minDaysOfNotice: 1,
    },
    regionalRequirements: { registrationNumber: 'IT013021C2LAGO1234', nationalIdentificationCode: 'CNTGLI85M41C933K' },
    completedSteps: ['property', 'location', 'location-address', 'location-map', 'guests-and-rooms-info', 'guests-and-rooms-beds', 'photos', 'amenities', 'title', 'price-and-availability', 'calendar-availability', 'booking-preference', 'regional-requirements'],
    // Refused once for a missing registration number; the host added it and published again.
    reviewedAt: new Date('2026-11-10T11:00:00Z'),
    reviewRejectionReason: 'The regional registration number was missing.',
    createdAt: new Date(propertyAt.getTime() + 1),
    updatedAt: underReviewSince,
  });
  return id;
}
