Feature: Payments
  The customer pays the cart: the server prices it into an invoice for the chosen method, which is paid at
  the named bank, in a card or mobile payment provider's page, through the bank card form, or in cash. A paid
  invoice empties the cart, tells the merchant and shows the order, once, however many times the payment is
  reported.

  Background:
    Given the customer's cart holds 2 "Latte" of the merchant "m-42"

  Scenario Outline: The payment method decides how the checkout takes the payment
    When the customer pays the cart by <method>
    Then the checkout <flow>

    Examples:
      | method                 | flow                                           |
      | the named bank payment | opens the named bank in a new tab              |
      | card pay               | opens the card provider's page in the checkout |
      | mobile pay             | opens the card provider's page in the checkout |
      | card payment           | opens the card provider's page in the checkout |
      | the bank card gateway  | opens the bank card form                       |
      | cash                   | places the order at once                       |

  Scenario Outline: A voucher that covers the whole cart leaves nothing to pay: the order is placed at once
    The spec's step 3: with nothing to pay, neither the bank's tab nor a payment initiation applies, so the
    invoice the server priced with the voucher is re-submitted on the customer's own channel and placed.
    Given the customer applied the voucher "FREE", which covers the whole cart
    When the customer pays the cart by <method>
    Then the checkout places the order at once
    And no card provider or bank is asked to take a payment

    Examples:
      | method                 |
      | the named bank payment |
      | card pay               |
      | mobile pay             |
      | card payment           |
      | the bank card gateway  |

  Scenario Outline: Only an amount to pay at a provider must be paid before the invoice becomes an order
    The bank card form pays the invoice as it is created, and cash is paid on delivery, so neither waits.
    Given an invoice of <amount> cents to be paid by <method>
    Then the server places it as an order <when>

    Examples:
      | amount | method                 | when                   |
      | 1999   | the named bank payment | only once it is paid   |
      | 1999   | card pay               | only once it is paid   |
      | 1999   | mobile pay             | only once it is paid   |
      | 1999   | the bank card gateway  | without waiting for it |
      | 1999   | cash                   | without waiting for it |
      | 0      | the named bank payment | without waiting for it |
      | 0      | card pay               | without waiting for it |

  Scenario Outline: The card provider's transaction id is the short order id and the amount in cents
    Given an invoice "A1B2C" of <cents> cents to be paid by card pay
    Then the card provider's transaction id for it is "<transaction>"

    Examples:
      | cents  | transaction    |
      | 1999   | A1B2C---1999   |
      | 7      | A1B2C---7      |
      | 1      | A1B2C---1      |
      | 123456 | A1B2C---123456 |
      | 101    | A1B2C---101    |

  Scenario: The card provider is given the invoice the server priced for the card
    When the customer pays the cart by mobile pay
    Then the server prices the cart of "m-42" into an invoice to be paid by mobile pay
    And the card provider registers that invoice for mobile pay
    And the checkout frames the card provider's page for that invoice

  Scenario: The named bank's page receives the invoice and the way back to the storefront
    Given the storefront runs at "https://shop.example"
    When the customer pays the cart by the named bank payment
    Then the named bank's page is asked for that invoice, with the way back "https://shop.example/user/soneri-payment/success/inv-1/html"

  Scenario Outline: An invoice paid on delivery or by the bank card form becomes the order at once
    When the customer pays the cart by <method>
    Then the invoice is created <carrying> and placed as the order

    Examples:
      | method                | carrying                                   |
      | the bank card gateway | with the bank card form's session and card |
      | cash                  | without a card                             |

  Scenario: A paid invoice is handled once, however many times the payment is reported
    Given the customer, shopping in trade type 4, is paying the invoice "inv-9" of the merchant "m-42"
    When the payment of "inv-9" is reported 3 times
    Then the payment empties the cart 1 time
    And the payment tells the merchant "m-42" once about "inv-9" with module code 9017
    And the payment registers the customer's device 1 time
    And the payment takes the customer to the page "/checkout/payment-success/inv-9?trade_type_id=4" 1 time

  Scenario: The card provider's success status counts as the payment, once
    Given the customer, shopping in trade type 4, is paying the invoice "inv-9" of the merchant "m-42"
    When the card provider reports the status "SSE_NETS_PAYMENT_SUCCESSFULL" for "inv-9"
    And the payment of "inv-9" is reported 1 time
    And the card provider reports the status "SSE_NETS_PAYMENT_SUCCESSFULL" for "inv-9"
    Then the payment screen tells the customer "Payment is successfull"
    And the payment empties the cart 1 time
    And the payment takes the customer to the page "/checkout/payment-success/inv-9?trade_type_id=4" 1 time

  Scenario: Any other status from the card provider is not a payment
    Given the customer, shopping in trade type 4, is paying the invoice "inv-9" of the merchant "m-42"
    When the card provider reports the status "SSE_NETS_PAYMENT_PENDING" for "inv-9"
    Then the payment empties the cart 0 times
    And the payment takes the customer to no page

  Scenario Outline: A host offers the payment methods it enables, and the bank card gateway only in Pakistan
    Given the host enables the payment methods <enabled>
    When the customer sees the payment methods on the <host> host
    Then the payment methods offered are <offered>

    Examples:
      | enabled                               | host          | offered                               |
      | cash, card pay, the bank card gateway | Pakistan      | cash, card pay, the bank card gateway |
      | cash, card pay, the bank card gateway | international | cash, card pay                        |
      | the named bank payment, mobile pay    | international | the named bank payment, mobile pay    |
      | card pay                              | Pakistan      | card pay                              |

  Scenario Outline: The bank card form is trusted only from its own address and with both its session and its card
    Given the bank card form is open at "https://cards.bank.example/form?user=7"
    When the bank card form's frame receives a message from "<origin>" carrying <fields>
    Then the bank card form message is <verdict>

    Examples:
      | origin                     | fields                     | verdict  |
      | https://cards.bank.example | session "S1" and card "C1" | accepted |
      | https://cards.bank.example | session "S1" only          | ignored  |
      | https://cards.bank.example | card "C1" only             | ignored  |
      | https://evil.example       | session "S1" and card "C1" | ignored  |
      | http://cards.bank.example  | session "S1" and card "C1" | ignored  |

  Scenario Outline: The provider's test merchant pays at the test terminal, a live merchant at the host's terminal
    Given the card provider's test terminal is "https://test.terminal.example" and the host's is "<host's terminal>"
    When the card provider starts the transaction "T-1" for the merchant "<merchant>"
    Then the card terminal opens at "<terminal>"

    Examples:
      | merchant | host's terminal          | terminal                                                |
      | TEST     | https://terminal.example | https://test.terminal.example                           |
      | TEST     | none                     | https://test.terminal.example                           |
      | 12345    | https://terminal.example | https://terminal.example?merchantId=12345&transactionId=T-1 |
      | 12345    | none                     | no terminal                                             |

  Scenario Outline: A receipt is saved under the day it was downloaded
    Given receipts are dated in the time zone "<zone>"
    When the customer downloads the receipt of "inv-9" at <instant>
    Then the receipt of "inv-9" is saved as "<file>"

    Examples:
      | zone            | instant              | file                           |
      | Europe/Helsinki | 2026-06-15 12:00 UTC | invoice-receipt-2026-06-15.pdf |
      | Europe/Helsinki | 2026-06-15 21:30 UTC | invoice-receipt-2026-06-16.pdf |
      | Asia/Karachi    | 2026-12-31 19:00 UTC | invoice-receipt-2027-01-01.pdf |
