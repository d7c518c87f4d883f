import { describe, expect, it } from 'vitest';
import { placesOf } from './places';

const read = (...lines: string[]) => placesOf(lines);

describe('placesOf', () => {
  it('reads labelled location and address lines whole, their capitalised words as places', () => {
    const places = read(
      'Location: Exeter, Devon (hybrid)',
      'Job location – Leeds',
      'Address: 5 Park Row',
      'Duties',
    );
    expect([...places.lines]).toEqual([0, 1, 2]);
    expect([...places.words]).toEqual(expect.arrayContaining(['exeter', 'devon', 'leeds', 'park', 'row']));
  });

  it('reads a short line holding a street address, a UK postcode or a US "City, ST" as the address', () => {
    const places = read(
      'Haldon Precision Ltd, Unit 4, Haldon Business Park, Exeter EX6 7XR',
      '12 Haldon Road',
      'Haldon Road, Exeter',
      '1600 Amphitheatre Pkwy, Mountain View, CA 94043',
      'Austin, TX',
      'Design sheet metal enclosures',
    );
    expect([...places.lines]).toEqual([0, 1, 2, 3, 4]);
    expect([...places.words]).toEqual(
      expect.arrayContaining(['haldon', 'road', 'exeter', 'amphitheatre', 'mountain', 'view', 'austin']),
    );
  });

  it('in a longer line, takes only the address', () => {
    const line =
      'You will work from our modern workshop at 12 Haldon Road, Exeter EX4 4JP with a friendly team of engineers and fabricators';
    const places = read(line);
    expect(places.lines.size).toBe(0);
    const spans = (places.spans.get(0) ?? []).map(([start, end]) => line.slice(start, end));
    expect(spans).toEqual(expect.arrayContaining(['12 Haldon Road', 'Road, Exeter EX4 4JP']));
    expect(places.words.has('workshop')).toBe(false);
  });

  it('takes the names after "based in", "located in", "offices in"', () => {
    const places = read(
      'The team is based in Round Rock; our offices in New York City are open to all staff.',
    );
    expect([...places.words]).toEqual(expect.arrayContaining(['round', 'rock', 'new', 'york', 'city']));
  });

  it('takes no list of capitalised terms for a place: "ICU, NICU, ER, OR"', () => {
    const places = read(
      '- Experience in ICU, NICU, ER, OR would be an asset',
      '- SQL, Python, Excel',
      'PA Consulting',
    );
    expect(places.lines.size).toBe(0);
    expect(places.words.size).toBe(0);
  });

  it('reads "City, ST" as an address only before a ZIP code or where it ends the line or a part of it', () => {
    const located =
      'Positions may be located in our offices in Washington, DC; San Francisco, CA; Chicago, IL or in other cities';
    const places = read(
      'Austin, TX (hybrid)',
      located,
      'Philadelphia, PA 19103 is where the clinic is',
      'Round Rock, TX, USA',
    );
    expect(places.lines).toEqual(new Set([0, 2, 3]));
    const spans = (places.spans.get(1) ?? []).map(([start, end]) => located.slice(start, end));
    expect(spans).toEqual(['Washington, DC', 'San Francisco, CA']);
    expect([...places.words]).toEqual(
      expect.arrayContaining(['austin', 'washington', 'san', 'francisco', 'philadelphia', 'round', 'rock']),
    );
  });

  it('takes no state from a word written like a code: "PA-C", "Tableau, OR Looker", "ME, ID" inside a line', () => {
    const places = read(
      'Licensed Physician Assistant, PA-C with 2 years of clinical experience',
      'Experience with Tableau, OR Looker',
      'Reports built in Excel, IN house dashboards for the Finance Team, ME included',
      'Colorado Springs, CO-located teams may work from home',
      'Austin, Tx',
    );
    expect(places.lines.size).toBe(0);
    expect(places.spans.size).toBe(0);
    expect(places.words.size).toBe(0);
  });

  it('takes a street without its number only before a town: "Supreme Court, Court of Appeal" is no address', () => {
    const places = read(
      'Appear before the Supreme Court, Court of Appeal and tribunals',
      'Fleet Street, London EC4A 2DY',
    );
    expect(places.lines).toEqual(new Set([1]));
    expect(places.words.has('court')).toBe(false);
    expect(places.words.has('supreme')).toBe(false);
    expect([...places.words]).toEqual(expect.arrayContaining(['fleet', 'street', 'london']));
  });
});
