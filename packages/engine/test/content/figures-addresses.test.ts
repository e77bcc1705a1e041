import { describe, expect, it } from 'vitest';
import { statistics } from '../../src/content/figures.ts';

/** A street address and a highway's name are no wattage: "2210 W Fairview Ave", "I-35W". */
describe('watts, volts and roads', () => {
  it('reads no wattage in a street address or a road name', () => {
    expect(statistics('Visit us at 2210 W Fairview Ave in Boise.')).toEqual([]);
    expect(statistics('Traffic on I-35W stopped after the bridge.')).toEqual([]);
    expect(statistics('The shop at 118 E Main St opens at nine.')).toEqual([]);
  });

  it('still reads watts, kilowatts and volts written as units', () => {
    expect(statistics('A 60 W bulb and a 1,200 W heater on 230 V.')).toEqual(['60 W', '1,200 W', '230 V']);
    expect(statistics('The 5 kW panel fills a 12 kWh battery.')).toEqual(['5 kW', '12 kWh']);
  });
});
