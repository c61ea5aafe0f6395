Feature: Pricing and tax
  The storefront adds up the cart, tells the customer how much VAT the prices include,
  opens checkout only once the store's minimum order is reached, and lists the order
  summary before payment. VAT is reckoned on what the customer pays: after a voucher.
  Amounts are written as on a Finnish receipt: 1 234,50.

  Rule: A product on promotion is charged at its discounted price, any other at its price

    Scenario: A cart with a promoted product and two regular ones
      Given the cart being priced holds:
        | product    | quantity | price | price after discount | on promotion |
        | Cappuccino | 2        | 4,50  | 3,60                 | yes          |
        | Croissant  | 3        | 2,20  | 2,20                 | no           |
        | Juice      | 1        | 3,00  | 2,00                 | no           |
      When the customer looks at the price of the cart
      Then the cart total comes to 16,80

    Scenario Outline: The total grows with the quantity
      Given the cart being priced holds <quantity> of "Lunch box" at <price>
      When the customer looks at the price of the cart
      Then the cart total comes to <total>

      Examples:
        | quantity | price | total    |
        | 0        | 19,99 | 0,00     |
        | 1        | 19,99 | 19,99    |
        | 99       | 19,99 | 1 979,01 |

  Rule: Checkout opens only when the cart total reaches the store's minimum order

    Scenario Outline: A cart below the minimum order
      Given the store asks for a minimum order of 15,00
      And the cart being priced holds 1 of "Lunch box" at <price>
      When the customer looks at the price of the cart
      Then the minimum order keeps checkout disabled
      And the checkout button adds "(minimum 15,00 €)"

      Examples:
        | price |
        | 14,99 |
        | 0,01  |

    Scenario Outline: A cart that reaches the minimum order
      Given the store asks for a minimum order of 15,00
      And the cart being priced holds 1 of "Lunch box" at <price>
      When the customer looks at the price of the cart
      Then the minimum order lets the customer check out

      Examples:
        | price |
        | 15,00 |
        | 15,01 |

  Rule: The currency symbol comes from the host's configuration; with none, rupees on a Pakistan host and euros elsewhere

    Scenario Outline: Which symbol the prices carry
      Given the storefront's currency is set by <setting>
      And the store asks for a minimum order of 15,00
      And the cart being priced holds 1 of "Lunch box" at 10,00
      When the customer looks at the price of the cart
      Then the checkout button adds "(minimum 15,00 <symbol>)"

      Examples:
        | setting                                      | symbol |
        | the configured symbol "kr"                   | kr     |
        | the configured symbol "€" on the Pakistan host | €      |
        | no symbol on the Pakistan host               | PKR    |
        | no symbol on an international host           | €      |
        | a blank symbol on an international host     | €      |

  Rule: Prices include VAT: net = gross / (1 + VAT % / 100), rounded to the cent, and VAT is the rest

    Scenario Outline: The VAT a price includes
      Given the cart being priced holds 1 of "<product>" at <gross> with <rate> % VAT
      When the customer looks at the price of the cart
      Then the VAT at <rate> % is <vat> on a net amount of <net>

      Examples:
        | product   | gross | rate | net   | vat  |
        | Sandwich  | 19,99 | 24   | 16,12 | 3,87 |
        | Coffee    | 19,99 | 14   | 17,54 | 2,45 |
        | Chocolate | 19,99 | 25,5 | 15,93 | 4,06 |
        | Book      | 19,99 | 10   | 18,17 | 1,82 |
        | Stamp     | 19,99 | 0    | 19,99 | 0,00 |
        | Candy     | 0,01  | 24   | 0,01  | 0,00 |
        | Water     | 1,00  | 25,5 | 0,80  | 0,20 |

    Scenario: Each VAT rate is reckoned on its own goods
      Given the cart being priced holds:
        | product  | quantity | price | price after discount | on promotion | VAT % |
        | Pizza    | 2        | 8,50  | 8,50                 | no           | 14    |
        | Soda     | 2        | 3,00  | 2,50                 | yes          | 14    |
        | Napkins  | 1        | 10,00 | 10,00                | no           | 24    |
      When the customer looks at the price of the cart
      Then the cart's VAT is:
        | VAT % | goods | net   | VAT  |
        | 14    | 22,00 | 19,30 | 2,70 |
        | 24    | 10,00 | 8,06  | 1,94 |

  Rule: A voucher lowers the VAT: its discount is shared over the goods in proportion to their price, and each rate's VAT is reckoned on what is left

    The shares are whole cents and add up to the voucher exactly: each of the goods first gets
    the whole cents of its exact share, and any cents left over go one each to the goods whose
    exact shares had the biggest fractions (on a tie, the goods listed first). Each VAT rate is
    then split on its goods less their shares: net = gross / (1 + VAT % / 100), VAT is the rest.

    Scenario: A voucher shared over two VAT rates
      Given the invoice's goods are taxed:
        | VAT % | goods |
        | 14    | 17,00 |
        | 24    | 10,00 |
      And a voucher takes 5,00 off the invoice
      When the customer reviews the order summary
      Then the voucher's shares of the goods are:
        | share |
        | 3,15  |
        | 1,85  |
      And the invoice's VAT is:
        | VAT % | goods after voucher | net   | VAT  |
        | 14    | 13,85               | 12,15 | 1,70 |
        | 24    | 8,15                | 6,57  | 1,58 |

    Scenario: A cent the shares cannot split evenly goes to the goods listed first
      Given the invoice's goods are taxed:
        | VAT % | goods |
        | 24    | 1,00  |
        | 14    | 1,00  |
        | 24    | 1,00  |
      And a voucher takes 1,00 off the invoice
      When the customer reviews the order summary
      Then the voucher's shares of the goods are:
        | share |
        | 0,34  |
        | 0,33  |
        | 0,33  |
      And the invoice's VAT is:
        | VAT % | goods after voucher | net  | VAT  |
        | 14    | 0,67                | 0,59 | 0,08 |
        | 24    | 1,33                | 1,07 | 0,26 |

    Scenario: Without a voucher the VAT is the goods' own
      Given the invoice's goods are taxed:
        | VAT % | goods |
        | 14    | 17,00 |
        | 24    | 10,00 |
      When the customer reviews the order summary
      Then the invoice's VAT is:
        | VAT % | goods after voucher | net   | VAT  |
        | 14    | 17,00               | 14,91 | 2,09 |
        | 24    | 10,00               | 8,06  | 1,94 |

    Scenario: A voucher that takes all the goods leaves no VAT to state
      Given the invoice is priced at:
        | Sub Total    | 27,00 |
        | Discount     | 0,00  |
        | Service Fee  | 0,00  |
        | Delivery Fee | 0,00  |
      And the invoice's goods are taxed:
        | VAT % | goods |
        | 14    | 17,00 |
        | 24    | 10,00 |
      And a voucher takes 30,00 off the invoice
      When the customer reviews the order summary
      Then the invoice's VAT is:
        | VAT % | goods after voucher | net  | VAT  |
        | 14    | 0,00                | 0,00 | 0,00 |
        | 24    | 0,00                | 0,00 | 0,00 |
      And the order summary reads:
        | line         | amount        |
        | Sub Total    | 27,00         |
        | Discount     | 0,00          |
        | Voucher      | 30,00         |
        | Rider Tip    | 0,00          |
        | Service Fee  | 0,00          |
        | Delivery Fee | Free Delivery |
      And the customer is to pay 0,00

  Rule: The order summary lists its lines in a fixed order, and the customer never pays less than nothing

    Scenario: Every line of the summary, in order
      Given the invoice is priced at:
        | Sub Total    | 30,00 |
        | Discount     | 3,00  |
        | Service Fee  | 1,50  |
        | Delivery Fee | 4,90  |
      And the invoice's goods are taxed:
        | VAT % | goods |
        | 14    | 17,00 |
        | 24    | 10,00 |
      And a voucher takes 5,00 off the invoice
      And the rider tip on the invoice is 2
      When the customer reviews the order summary
      Then the order summary reads:
        | line         | amount |
        | Sub Total    | 30,00  |
        | Discount     | 3,00   |
        | Voucher      | 5,00   |
        | Rider Tip    | 2,00   |
        | Service Fee  | 1,50   |
        | Delivery Fee | 4,90   |
        | VAT          | 3,28   |
      And the customer is to pay 30,40

    Scenario: No VAT line when the goods hold no VAT, and free delivery says so
      Given the invoice is priced at:
        | Sub Total    | 12,00 |
        | Discount     | 0,00  |
        | Service Fee  | 0,00  |
        | Delivery Fee | 0,00  |
      And the invoice's goods are taxed:
        | VAT % | goods |
        | 0     | 12,00 |
      When the customer reviews the order summary
      Then the order summary reads:
        | line         | amount        |
        | Sub Total    | 12,00         |
        | Discount     | 0,00          |
        | Voucher      | 0,00          |
        | Rider Tip    | 0,00          |
        | Service Fee  | 0,00          |
        | Delivery Fee | Free Delivery |
      And the customer is to pay 12,00

    Scenario: A business customer sees no rider tip line and pays no tip
      Given the customer buys for a business
      And the invoice is priced at:
        | Sub Total    | 20,00 |
        | Discount     | 0,00  |
        | Service Fee  | 1,00  |
        | Delivery Fee | 3,00  |
      And the rider tip on the invoice is 5
      When the customer reviews the order summary
      Then the order summary reads:
        | line         | amount |
        | Sub Total    | 20,00  |
        | Discount     | 0,00   |
        | Voucher      | 0,00   |
        | Service Fee  | 1,00   |
        | Delivery Fee | 3,00   |
      And the customer is to pay 24,00

    Scenario Outline: A voucher bigger than the order brings the amount to pay down to 0,00 and no lower
      Given the invoice is priced at:
        | Sub Total    | 10,00 |
        | Discount     | 2,00  |
        | Service Fee  | 0,50  |
        | Delivery Fee | 1,50  |
      And a voucher takes <voucher> off the invoice
      When the customer reviews the order summary
      Then the customer is to pay <payable>

      Examples:
        | voucher | payable |
        | 9,99    | 0,01    |
        | 10,00   | 0,00    |
        | 25,00   | 0,00    |
