import { describe, expect, it } from '@rstest/core';
import {
  PINCODE_PREFIXES,
  pincodeMatchesState,
  RERA_FORMATS,
  reraIdProblem,
  reraRequired,
} from './index';
import { INDIA_STATE_NAMES } from './test/stateNames';

describe('PIN codes by state', () => {
  it('cover every state and union territory the api seeds', () => {
    expect(INDIA_STATE_NAMES.filter((name) => !PINCODE_PREFIXES[name])).toEqual([]);
  });

  it("take a state's real PIN codes", () => {
    for (const [pincode, state] of [
      ['411045', 'Maharashtra'],
      ['560038', 'Karnataka'],
      ['110001', 'Delhi'],
      ['500081', 'Telangana'],
      ['403001', 'Goa'],
      ['834001', 'Jharkhand'],
      ['248001', 'Uttarakhand'],
      ['737101', 'Sikkim'],
      ['605001', 'Puducherry'],
      ['362520', 'Dadra and Nagar Haveli and Daman and Diu'],
    ] as const)
      expect([pincode, state, pincodeMatchesState(pincode, state)]).toEqual([pincode, state, true]);
  });

  it("refuse another state's PIN code", () => {
    expect(pincodeMatchesState('560038', 'Maharashtra')).toBe(false);
    expect(pincodeMatchesState('411045', 'Karnataka')).toBe(false);
    expect(pincodeMatchesState('110001', 'Goa')).toBe(false);
  });

  it('say nothing for a place not in the table', () => {
    expect(pincodeMatchesState('411045', 'Atlantis')).toBeNull();
  });
});

describe('RERA ids by state', () => {
  it("accept each authority's own example", () => {
    for (const [state, format] of Object.entries(RERA_FORMATS))
      expect([state, reraIdProblem(format.example, state)]).toEqual([state, null]);
  });

  it('refuse an id in the wrong format, naming the authority and an example', () => {
    expect(reraIdProblem('PRM/KA/RERA/1251/446/PR/171014/000287', 'Maharashtra')).toBe(
      'reraId does not look like a MahaRERA registration id (for example P52100012345)',
    );
    expect(reraIdProblem('P52100012345', 'Karnataka')).toContain('Karnataka RERA');
  });

  it('leave states without a known format to the generic rule', () => {
    expect(reraIdProblem('GJ-RERA-123456', 'Gujarat')).toBeNull();
  });
});

describe('RERA required', () => {
  const newProject = { listingType: 'sale', possessionStatus: 'under-construction' };
  const builder = { postedBy: 'builder' };

  it("for a builder's new project: for sale and under construction", () => {
    expect(reraRequired(newProject, builder)).toBe(true);
  });

  it('for no one else', () => {
    expect(reraRequired({ ...newProject, possessionStatus: 'ready-to-move' }, builder)).toBe(false);
    expect(reraRequired({ ...newProject, listingType: 'rent' }, builder)).toBe(false);
    expect(reraRequired({ ...newProject, possessionStatus: null }, builder)).toBe(false);
    expect(reraRequired(newProject, { postedBy: 'agent' })).toBe(false);
    expect(reraRequired(newProject, { postedBy: 'owner' })).toBe(false);
  });

  it('until both steps are filled in', () => {
    expect(reraRequired(null, builder)).toBe(false);
    expect(reraRequired(newProject, null)).toBe(false);
  });
});
