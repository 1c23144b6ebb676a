/**
 * Word lists for street addresses: USPS Publication 28 street suffixes (C1, plus common UK street types),
 * unit designators (C2) and US state codes.
 */

/** USPS street suffixes, full names and standard abbreviations (Title case; upper case is derived). */
export const STREET_SUFFIXES: readonly string[] = `
Alley Aly Anex Anx Arcade Arc Avenue Ave Av Bayou Byu Beach Bch Bend Bnd Bluff Blf Bluffs Blfs
Bottom Btm Boulevard Blvd Branch Br Bridge Brg Brook Brk Brooks Brks Burg Bg Burgs Bgs Bypass Byp
Camp Cp Canyon Cyn Cape Cpe Causeway Cswy Center Ctr Centers Ctrs Circle Cir Circles Cirs Cliff Clf
Cliffs Clfs Club Clb Common Cmn Commons Cmns Corner Cor Corners Cors Course Crse Court Ct Courts
Cts Cove Cv Coves Cvs Creek Crk Crescent Cres Crest Crst Crossing Xing Crossroad Xrd Crossroads
Xrds Curve Curv Dale Dl Dam Dm Divide Dv Drive Dr Drives Drs Estate Est Estates Ests Expressway
Expy Extension Ext Extensions Exts Fall Falls Fls Ferry Fry Field Fld Fields Flds Flat Flt Flats
Flts Ford Frd Fords Frds Forest Frst Forge Frg Forges Frgs Fork Frk Forks Frks Fort Ft Freeway Fwy
Garden Gdn Gardens Gdns Gateway Gtwy Glen Gln Glens Glns Green Grn Greens Grns Grove Grv Groves
Grvs Harbor Hbr Harbors Hbrs Haven Hvn Heights Hts Highway Hwy Hill Hl Hills Hls Hollow Holw Inlet
Inlt Island Is Islands Iss Isle Junction Jct Junctions Jcts Key Ky Keys Kys Knoll Knl Knolls Knls
Lake Lk Lakes Lks Land Landing Lndg Lane Ln Light Lgt Lights Lgts Loaf Lf Lock Lck Locks Lcks Lodge
Ldg Loop Mall Manor Mnr Manors Mnrs Meadow Mdw Meadows Mdws Mews Mill Ml Mills Mls Mission Msn
Motorway Mtwy Mount Mt Mountain Mtn Mountains Mtns Neck Nck Orchard Orch Oval Overpass Opas Park Pk
Parks Parkway Pkwy Parkways Pkwys Pass Passage Psge Path Pike Pine Pne Pines Pnes Place Pl Plain
Pln Plains Plns Plaza Plz Point Pt Points Pts Port Prt Ports Prts Prairie Pr Radial Radl Ramp Ranch
Rnch Rapid Rpd Rapids Rpds Rest Rst Ridge Rdg Ridges Rdgs River Riv Road Rd Roads Rds Route Rte Row
Rue Run Shoal Shl Shoals Shls Shore Shr Shores Shrs Skyway Skwy Spring Spg Springs Spgs Spur Spurs
Square Sq Squares Sqs Station Sta Stravenue Stra Stream Strm Street St Streets Sts Summit Smt
Terrace Ter Throughway Trwy Trace Trce Track Trak Trafficway Trfy Trail Trl Trailer Trlr Tunnel
Tunl Turnpike Tpke Underpass Upas Union Un Unions Uns Valley Vly Valleys Vlys Viaduct Via View Vw
Views Vws Village Vlg Villages Vlgs Ville Vl Vista Vis Walk Walks Wall Way Wy Ways Well Wl Wells
Wls Close Gate Chase Drove Paddock Wynd Glade Wood Croft Mead Fold Garth Approach Vale End Side Villas Quay
Brow Bank Dene Leys Nook Copse Spinney Woodlands Pastures Hey Parade Rise Wharf Yard Broadway Esplanade
`
  .trim()
  .split(/\s+/);

/** USPS secondary unit designators. */
export const UNIT_DESIGNATORS: readonly string[] = `
Apartment Apt Basement Bsmt Building Bldg Department Dept Floor Fl Front Frnt Hangar Hngr Lobby
Lbby Lot Lower Lowr Office Ofc Penthouse Ph Pier Rear Room Rm Slip Space Spc Stop Suite Ste Trailer
Trlr Unit Upper Uppr Flat
`
  .trim()
  .split(/\s+/);

/** US state and territory postal abbreviations. */
export const STATE_CODES =
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI".split(
    " ",
  );

/** `Title|TITLE` alternation of a word list, longest first so alternatives never shadow a longer word. */
export function alternation(words: readonly string[]): string {
  const all = new Set<string>();
  for (const w of words) {
    all.add(w);
    all.add(w.toUpperCase());
  }
  return [...all].sort((a, b) => b.length - a.length).join("|");
}

/** US state names, for "City, Texas 75062". */
export const STATE_NAMES = [
  "Alabama",
  "Alaska",
  "Arizona",
  "Arkansas",
  "California",
  "Colorado",
  "Connecticut",
  "Delaware",
  "Florida",
  "Georgia",
  "Hawaii",
  "Idaho",
  "Illinois",
  "Indiana",
  "Iowa",
  "Kansas",
  "Kentucky",
  "Louisiana",
  "Maine",
  "Maryland",
  "Massachusetts",
  "Michigan",
  "Minnesota",
  "Mississippi",
  "Missouri",
  "Montana",
  "Nebraska",
  "Nevada",
  "New Hampshire",
  "New Jersey",
  "New Mexico",
  "New York",
  "North Carolina",
  "North Dakota",
  "Ohio",
  "Oklahoma",
  "Oregon",
  "Pennsylvania",
  "Rhode Island",
  "South Carolina",
  "South Dakota",
  "Tennessee",
  "Texas",
  "Utah",
  "Vermont",
  "Virginia",
  "Washington",
  "West Virginia",
  "Wisconsin",
  "Wyoming",
]
  .sort((a, b) => b.length - a.length)
  .join("|");

/** Country lines that may end a multi-line address block (names in English and their own languages). */
export const COUNTRIES = [
  "USA",
  "U\\.S\\.A\\.",
  "United States",
  "United Kingdom",
  "UK",
  "Canada",
  "Ireland",
  "Éire",
  "France",
  "Deutschland",
  "Germany",
  "Österreich",
  "Austria",
  "Schweiz",
  "Suisse",
  "Svizzera",
  "Switzerland",
  "Nederland",
  "Netherlands",
  "België",
  "Belgique",
  "Belgium",
  "España",
  "Spain",
  "Portugal",
  "Italia",
  "Italy",
  "Sverige",
  "Sweden",
  "Norge",
  "Norway",
  "Danmark",
  "Denmark",
  "Suomi",
  "Finland",
  "Ísland",
  "Iceland",
  "Ελλάδα",
  "Greece",
  "Polska",
  "Poland",
  "Brasil",
  "Brazil",
  "México",
  "Mexico",
  "Australia",
  "India",
  "Japan",
]
  .sort((a, b) => b.length - a.length)
  .join("|");
