import type { NounEntry } from '../types';
import { electronicsNouns } from './electronics';
import { fashionNouns } from './fashion';
import { beautyNouns } from './beauty';
import { homeKitchenNouns } from './home-kitchen';
import { kitchenApplianceNouns } from './kitchen-appliances';
import { shoeNouns } from './shoes';
import { gamingNouns, laptopNouns, mobileNouns } from './mobile-computing';
import { babyNouns, healthNouns, petNouns } from './health-family';
import { foodNouns } from './food';
import { automotiveNouns, gardenNouns, sportsNouns, toolNouns } from './active';
import { bagNouns, jewelryNouns, watchNouns } from './accessories';
import { bookNouns, movieNouns, musicNouns, officeNouns, stationeryNouns, toyNouns } from './media-office';
import { decorNouns, furnitureNouns } from './living';

/** Every product noun Vikreta has vocabulary for, across the 28 categories. */
export const allNouns: readonly NounEntry[] = [
  ...electronicsNouns,
  ...fashionNouns,
  ...beautyNouns,
  ...homeKitchenNouns,
  ...sportsNouns,
  ...bookNouns,
  ...automotiveNouns,
  ...healthNouns,
  ...foodNouns,
  ...babyNouns,
  ...petNouns,
  ...gardenNouns,
  ...toolNouns,
  ...jewelryNouns,
  ...watchNouns,
  ...bagNouns,
  ...shoeNouns,
  ...furnitureNouns,
  ...decorNouns,
  ...kitchenApplianceNouns,
  ...mobileNouns,
  ...laptopNouns,
  ...gamingNouns,
  ...musicNouns,
  ...movieNouns,
  ...toyNouns,
  ...stationeryNouns,
  ...officeNouns,
];
