/** Deterministic ~1 KB assistant outputs, half of them carrying PII, for the core benchmarks. */
import { faker } from "@faker-js/faker";

const FILLER = [
  "Thanks for reaching out about your order; I checked the status and it left our warehouse yesterday.",
  "Version 2.4.1 of the app fixes the sync issue you saw, and the changelog lists build 2024.11.3.",
  "The invoice total is $1,249.99 including tax, and your order number is 4519-2210-8834.",
  "You can update the settings from the dashboard under Preferences, then save and reload the page.",
  "Our support team is available Monday to Friday; most tickets are answered within one business day.",
  "The report covers Q3 revenue, churn by cohort and the three experiments we ran in September.",
];

function pii(): string {
  switch (faker.number.int({ min: 0, max: 3 })) {
    case 0:
      return `You can email ${faker.person.firstName()} at ${faker.internet.email()} for details.`;
    case 1:
      return `The SSN on file is ${faker.helpers.replaceSymbols("###-##-####").replace(/^(000|666|9)/, "123")}.`;
    case 2:
      return `Call ${faker.person.firstName()} on ${faker.helpers.fromRegExp(/\(2[0-9]{2}\) 55[0-9]-[0-9]{4}/)} tomorrow.`;
    default:
      return `Ship it to ${faker.location.streetAddress()}, ${faker.location.city()}, ${faker.location.state({ abbreviated: true })} ${faker.location.zipCode("#####")}.`;
  }
}

export function benchmarkTexts(count: number, seed = 42): { clean: string[]; withPii: string[] } {
  faker.seed(seed);
  const clean: string[] = [];
  const withPii: string[] = [];
  for (let i = 0; i < count; i++) {
    for (const list of [clean, withPii]) {
      let text = "";
      let piiPlaced = list === clean;
      while (text.length < 1000) {
        if (!piiPlaced && text.length > 400) {
          text += `${pii()} `;
          piiPlaced = true;
        } else {
          text += `${faker.helpers.arrayElement(FILLER)} `;
        }
      }
      list.push(text.slice(0, 1024));
    }
  }
  return { clean, withPii };
}
