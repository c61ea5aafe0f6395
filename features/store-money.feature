Feature: The store's money in the console
  A store's owner reads the money the store took in the console: every paid order and every cash order (paid at
  the door) counts as a transaction on the day it was placed, in the store's own time zone (Helsinki); an order
  cancelled after it was paid is a refund, taken off the day's net and its VAT. The file the owner downloads for
  the accounts can never run as a formula in a spreadsheet.

  Background:
    Given the store's orders are
      | order | placed at (Helsinki) | payment | paid | status    | amount | VAT rate | VAT  |
      | A1    | 2026-11-26 09:15     | CASH    | no   | delivered | 24.80  | 13.5     | 2.95 |
      | B2    | 2026-11-26 11:40     | CARD    | yes  | delivered | 10.00  | 25.5     | 2.03 |
      | C3    | 2026-11-26 12:05     | CARD    | yes  | cancelled | 5.00   | 13.5     | 0.59 |
      | D4    | 2026-11-26 13:30     | CASH    | no   | cancelled | 9.90   | 13.5     | 1.18 |
      | E5    | 2026-11-26 14:00     | CARD    | no   | pending   | 7.50   | 13.5     | 0.89 |
      | F6    | 2026-11-27 00:30     | CASH    | no   | pending   | 12.00  | 13.5     | 1.43 |

  Scenario: Paid and cash orders are the day's transactions; a paid order cancelled is a refund
    When the owner reads the transactions of 2026-11-26
    Then the transactions of 2026-11-26 are
      | order | kind   |
      | A1    | cash   |
      | B2    | paid   |
      | C3    | refund |
    And the day's net is 29.80 with 5.00 refunded
    And the day's VAT is
      | rate | VAT  |
      | 13.5 | 2.36 |
      | 25.5 | 2.03 |

  Scenario: A night order belongs to the store's next day
    When the owner reads the transactions of 2026-11-27
    Then the transactions of 2026-11-27 are
      | order | kind |
      | F6    | cash |

  Scenario Outline: A cell that a spreadsheet would run is written as text
    Given the store's order "<order>" was paid in cash on 2026-11-26 at 10:00
    When the owner downloads the transactions of 2026-11-26
    Then the file's row of that order begins with "<cell>"

    Examples:
      | order      | cell                  |
      | =1+1       | 2026-11-26,10:00,'=1+1 |
      | +358       | 2026-11-26,10:00,'+358 |
      | @SUM       | 2026-11-26,10:00,'@SUM |
      | -2         | 2026-11-26,10:00,'-2   |
      | PLAIN1     | 2026-11-26,10:00,PLAIN1 |
