Feature: Each store's delivery fee and each product's VAT rate
  The server prices every order. A store may charge its own delivery fee instead of the host's,
  and 0 is free delivery; an order the customer picks up pays no delivery at all. A product is
  taxed at its own VAT rate only when that rate applies, otherwise at its default rate.
  Amounts are written as on a Finnish receipt: 1 234,50.

  Background:
    Given the host's delivery fee is 3,90

  Rule: A store that overrides the delivery fee charges its own; 0 is free delivery

    Scenario Outline: What a delivered order pays for delivery
      Given the store <fee setting>
      And the customer orders 19,00 of food to their address
      When the server prices the order
      Then the order's delivery fee reads "<fee shown>"
      And the priced order comes to <payable>

      Examples:
        | fee setting                          | fee shown     | payable |
        | charges the host's delivery fee      | 3,90          | 22,90   |
        | charges its own delivery fee of 2,50 | 2,50          | 21,50   |
        | delivers free                        | Free Delivery | 19,00   |

    Scenario: An order the customer picks up pays no delivery, whatever the store's own fee
      Given the store charges its own delivery fee of 2,50
      And the customer orders 19,00 of food to pick up
      When the server prices the order
      Then the order's delivery fee reads "Free Delivery"
      And the priced order comes to 19,00

  Rule: A product's own VAT rate applies only when the product says so; otherwise its default rate does

    Scenario Outline: The rate a line is taxed at
      Given a product of 12,55 whose own VAT rate of 13,5 % <applies> and whose default rate is 25,5 %
      When the server prices an order of one
      Then the line is taxed at <rate> % and holds VAT of <vat>

      Examples:
        | applies         | rate | vat  |
        | applies         | 13,5 | 1,49 |
        | does not apply  | 25,5 | 2,55 |
