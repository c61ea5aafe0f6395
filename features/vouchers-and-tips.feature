Feature: Vouchers and tips
  At checkout the customer may add a voucher code, which the server checks and prices,
  and may tip the rider. A voucher lowers the VAT the receipt states too: the server reckons
  VAT on the goods less the voucher (see "Pricing and tax"). Amounts are written as on a
  Finnish receipt: 1 234,50.

  Background:
    Given the customer is at checkout

  Rule: A voucher code is required, letters and digits only, at most 50 characters

    Scenario: The Add Voucher button waits for a code
      When the customer opens the voucher dialog
      Then the voucher field is empty
      And the Add Voucher button is disabled
      When the customer types "SUMMER10" in the voucher field
      Then the Add Voucher button is enabled

    Scenario: Emptying the voucher field asks for a code
      When the customer opens the voucher dialog
      And the customer types "S" in the voucher field
      And the customer empties the voucher field
      Then the voucher field says "Enter Voucher Code"
      And the Add Voucher button is disabled

    Scenario Outline: The voucher field ignores what a code cannot hold
      When the customer opens the voucher dialog
      And the customer types "<typed>" in the voucher field
      Then the voucher field holds "<kept>"

      Examples:
        | typed     | kept     |
        | SUMMER10  | SUMMER10 |
        | summer10  | summer10 |
        | 2026      | 2026     |
        | SUMMER 10 |          |
        | KESÄ10    |          |
        | SUMMER-10 |          |

    Scenario Outline: A voucher code may be up to 50 characters long
      When the customer opens the voucher dialog
      And the customer types a voucher code of <typed> characters
      Then the voucher field holds <kept> characters

      Examples:
        | typed | kept |
        | 49    | 49   |
        | 50    | 50   |
        | 51    | 0    |

  Rule: The server decides whether a voucher applies and what it takes off

    Scenario: A voucher the server accepts
      Given the server takes 5,00 off the order for the voucher "SUMMER10"
      When the customer adds the voucher "SUMMER10"
      Then the voucher dialog says "Voucher Applied" and offers "Continue"
      And the server was asked to price the cart with the voucher "SUMMER10"
      When the customer continues from the voucher dialog
      Then the voucher dialog is closed
      And the voucher takes 5,00 off the order

    Scenario: A voucher the server refuses
      Given the server refuses the voucher "OLD2020" with "Voucher has expired"
      When the customer adds the voucher "OLD2020"
      Then the voucher dialog shows the server's message "Voucher has expired"
      And the voucher takes 0,00 off the order

    Scenario: Closing the dialog after a refusal starts it over
      Given the server refuses the voucher "OLD2020" with "Voucher has expired"
      When the customer adds the voucher "OLD2020"
      And the customer closes the voucher dialog
      And the customer opens the voucher dialog
      Then the voucher field is empty
      And the voucher dialog shows no message

    Scenario: Closing the dialog while the server is still checking forgets the check
      Given the server takes 5,00 off the order for the voucher "SUMMER10"
      And the server is slow to answer about vouchers
      When the customer adds the voucher "SUMMER10"
      And the customer closes the voucher dialog
      And the server's answer about the voucher arrives
      Then the voucher takes 0,00 off the order
      When the customer opens the voucher dialog
      Then the voucher field is empty

    Scenario: The close icon removes an applied voucher
      Given the server takes 5,00 off the order for the voucher "SUMMER10"
      When the customer adds the voucher "SUMMER10"
      And the customer continues from the voucher dialog
      And the customer removes the voucher with the close icon
      Then the voucher takes 0,00 off the order
      When the customer opens the voucher dialog
      Then the voucher field is empty

  Rule: The rider tip is a whole amount, 0 unless the customer chooses one, and not asked of business customers

    Scenario: The tip choices on the Pakistan host
      Given the storefront runs on the Pakistan host
      When the customer looks at the rider tip
      Then the rider tip choices read "Rs 20", "Rs 50" and "Rs 100"
      And the rider tip is 0

    Scenario Outline: A quick tip option
      When the customer picks the <preset> rider tip
      Then the rider tip is <preset>
      And the tip adds <charged> to the amount to pay

      Examples:
        | preset | charged |
        | 20     | 20,00   |
        | 50     | 50,00   |
        | 100    | 100,00  |

    Scenario Outline: The tip field takes digits only
      When the customer types "<typed>" as the rider tip
      Then the rider tip is <tip>

      Examples:
        | typed | tip |
        | 35    | 35  |
        | 007   | 7   |
        | 3a    | 0   |
        | 12.50 | 0   |
        | -5    | 0   |
        | 1 000 | 0   |

    Scenario: Clearing the tip field means no tip
      When the customer types "35" as the rider tip
      And the customer types "" as the rider tip
      Then the rider tip is 0

    Scenario: A business customer is not asked for a tip
      Given the customer buys for a business
      When the customer looks at the rider tip
      Then no rider tip is offered
      When the customer picks the 50 rider tip
      Then the rider tip is 0
