import { describe, expect, it } from 'vitest';
import { SHEETS_LINK_MESSAGES, sheetsLinkProblem } from './tenant-sync-links';

const SHEET = 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
const PUBLISHED = 'https://docs.google.com/spreadsheets/d/e/2PACX-1vQx9abc';

describe('sheetsLinkProblem', () => {
  it("takes a 'Publish to the web' CSV link, an export link and a query link as they are", () => {
    expect(sheetsLinkProblem(`${PUBLISHED}/pub?gid=0&single=true&output=csv`)).toBeNull();
    expect(sheetsLinkProblem(`${PUBLISHED}/pub?output=tsv`)).toBeNull();
    expect(sheetsLinkProblem(`${SHEET}/export?format=csv&gid=0`)).toBeNull();
    expect(sheetsLinkProblem(`${SHEET}/gviz/tq?tqx=out:csv&sheet=Tenants`)).toBeNull();
  });

  it('explains the edit link of the address bar, with or without its sheet tab', () => {
    expect(sheetsLinkProblem(`${SHEET}/edit#gid=0`)).toBe(SHEETS_LINK_MESSAGES.editLink);
    expect(sheetsLinkProblem(`${SHEET}/edit?usp=sharing`)).toBe(SHEETS_LINK_MESSAGES.editLink);
    expect(sheetsLinkProblem(`${SHEET}/`)).toBe(SHEETS_LINK_MESSAGES.editLink);
    expect(sheetsLinkProblem('https://docs.google.com/spreadsheets/u/1/d/abc/view')).toBe(
      SHEETS_LINK_MESSAGES.editLink,
    );
  });

  it('explains a sheet published as a web page', () => {
    expect(sheetsLinkProblem(`${PUBLISHED}/pubhtml`)).toBe(SHEETS_LINK_MESSAGES.webPageLink);
    expect(sheetsLinkProblem(`${PUBLISHED}/pub?output=html`)).toBe(SHEETS_LINK_MESSAGES.webPageLink);
  });

  it('leaves every other address alone', () => {
    expect(sheetsLinkProblem('https://example.com/spreadsheets/d/abc/edit')).toBeNull();
    expect(sheetsLinkProblem('https://docs.google.com/document/d/abc/edit')).toBeNull();
    expect(sheetsLinkProblem('not a url')).toBeNull();
  });
});
