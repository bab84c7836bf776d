import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, readableTextOn, withOpacity } from './color';

describe('parseColor', () => {
  it('reads every hex form', () => {
    expect(parseColor('#3b82f6')).toEqual({ r: 59, g: 130, b: 246, a: 1 });
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#0008')).toEqual({ r: 0, g: 0, b: 0, a: 136 / 255 });
    expect(parseColor('#11182780')).toEqual({ r: 17, g: 24, b: 39, a: 128 / 255 });
  });
  it('reads rgb() and hsl() in comma and space syntax', () => {
    expect(parseColor('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30, a: 1 });
    expect(parseColor('rgba(10, 20, 30, 0.5)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseColor('rgb(100% 0% 0% / 25%)')).toEqual({ r: 255, g: 0, b: 0, a: 0.25 });
    expect(parseColor('hsl(0, 100%, 50%)')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(parseColor('hsla(120deg 100% 25% / 0.5)')).toEqual({ r: 0, g: 128, b: 0, a: 0.5 });
    expect(parseColor('transparent')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
  });
  it('answers null for what it cannot read', () => {
    expect(parseColor('red')).toBeNull();
    expect(parseColor('#12')).toBeNull();
    expect(parseColor('rgb(1, 2)')).toBeNull();
    expect(parseColor('#ggg')).toBeNull();
  });
});

describe('withOpacity', () => {
  it('turns a colour and an opacity into rgba, multiplying an alpha the colour already has', () => {
    expect(withOpacity('#3b82f6', 0.5)).toBe('rgba(59, 130, 246, 0.5)');
    expect(withOpacity('#3b82f6', 1)).toBe('rgba(59, 130, 246, 1)');
    expect(withOpacity('rgba(0, 0, 0, 0.5)', 0.5)).toBe('rgba(0, 0, 0, 0.25)');
    expect(withOpacity('hsl(0 100% 50%)', 0.2)).toBe('rgba(255, 0, 0, 0.2)');
  });
  it('clamps the opacity and leaves an unreadable colour as it is', () => {
    expect(withOpacity('#000', 3)).toBe('rgba(0, 0, 0, 1)');
    expect(withOpacity('#000', -1)).toBe('rgba(0, 0, 0, 0)');
    expect(withOpacity('rebeccapurple', 0.5)).toBe('rebeccapurple');
  });
});

describe('readableTextOn', () => {
  it('picks light text on dark and brand colours, dark text on light ones', () => {
    expect(readableTextOn('#0b1f3a')).toBe('#ffffff');
    // The default header blue: white reaches the 3:1 of large text.
    expect(readableTextOn('#3b82f6')).toBe('#ffffff');
    expect(readableTextOn('#f59e0b')).toBe('#111827');
    expect(readableTextOn('#f3f4f6')).toBe('#111827');
    expect(readableTextOn('not a colour')).toBe('#111827');
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
