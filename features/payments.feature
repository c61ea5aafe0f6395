Feature: Payments
  Once an invoice is created the customer pays it: by the named bank, by a card or mobile payment provider,
  or on one of their own channels (card or cash). A paid invoice empties the cart, tells the merchant and
  shows the order, once, however many times the payment is reported.

  Background:
    Given the customer's payment channels are cash "cash-7" and card "card-7"

  Scenario Outline: The payment method and the amount decide what happens to a new invoice
    Given a new invoice "A1B2C" of <amount> awaits payment
    When the customer pays the new invoice by <method> <form>
    Then the payment takes the path "<path>"

    Examples:
      | amount | method                 | form                                | path                         |
      | 19.99  | the named bank payment | without the bank card form          | the bank opens in a new tab  |
      | 19.99  | card pay               | without the bank card form          | the card provider is started |
      | 19.99  | mobile pay             | without the bank card form          | the card provider is started |
      | 19.99  | the bank card gateway  | after the bank card form's approval | the invoice is sent again    |
      | 19.99  | cash                   | without the bank card form          | the invoice is sent again    |
      | 0.00   | the named bank payment | without the bank card form          | the invoice is sent again    |
      | 0.00   | card pay               | without the bank card form          | the invoice is sent again    |

  Scenario Outline: The amount sent to the provider is the invoice's amount in cents, without rounding errors
    An amount with a third decimal is rounded to the nearest cent, a half cent upwards, as the server rounds.
    Given a new invoice "A1B2C" of <amount> awaits payment
    When the customer pays the new invoice by card pay without the bank card form
    Then the card provider is started for <cents> cents with the transaction id "<transaction>"

    Examples:
      | amount  | cents  | transaction    |
      | 19.99   | 1999   | A1B2C---1999   |
      | 0.07    | 7      | A1B2C---7      |
      | 0.01    | 1      | A1B2C---1      |
      | 1234.56 | 123456 | A1B2C---123456 |
      | 1.005   | 101    | A1B2C---101    |

  Scenario: The card provider receives everything it needs to find the order
    Given a new invoice "A1B2C" of 19.99 to the merchant "m-42" awaits payment
    When the customer pays the new invoice by mobile pay without the bank card form
    Then the card provider is started with these payment details:
      | short order id  | A1B2C        |
      | amount in cents | 1999         |
      | invoice         | inv-A1B2C    |
      | merchant        | m-42         |
      | transaction id  | A1B2C---1999 |
      | payment method  | mobile pay   |

  Scenario: The named bank's page receives the invoice and the way back to the storefront
    Given the named bank returns customers to the wallet service at "https://wallet.example.com/api/v1"
    And a new invoice "A1B2C" of 19.99 awaits payment
    When the customer pays the new invoice by the named bank payment without the bank card form
    Then the named bank's page opens with these fields:
      | invoiceQueryId | inv-A1B2C                                                                    |
      | amount         | 1999                                                                         |
      | orderId        | A1B2C                                                                        |
      | type           | PAY_BY_SONERI                                                                |
      | redirectUrl    | https://wallet.example.com/api/v1/user/soneri-payment/success/inv-A1B2C/html |

  Scenario Outline: An invoice sent again is settled on the card channel only after the bank card form
    Given a new invoice "A1B2C" of <amount> awaits payment
    When the customer pays the new invoice by <method> <form>
    Then the invoice is sent again on the channel "<channel>"

    Examples:
      | amount | method                | form                                | channel |
      | 19.99  | the bank card gateway | after the bank card form's approval | card-7  |
      | 0.00   | card pay              | without the bank card form          | cash-7  |
      | 19.99  | cash                  | without the bank card form          | cash-7  |

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

  Scenario Outline: The card terminal of the provider's test merchant is the test terminal
    Given the card provider's test terminal is "https://test.terminal.example" and the host's is "https://terminal.example"
    When the card provider starts a payment for the merchant "<merchant>"
    Then the card terminal opens at "<terminal>"

    Examples:
      | merchant | terminal                      |
      | TEST     | https://test.terminal.example |
      | 12345    | https://terminal.example      |

  Scenario Outline: A receipt is saved under the day it was downloaded
    Given receipts are dated in the time zone "<zone>"
    When the customer downloads the receipt of "inv-9" at <instant>
    Then the receipt of "inv-9" is saved as "<file>"

    Examples:
      | zone            | instant              | file                           |
      | Europe/Helsinki | 2026-06-15 12:00 UTC | invoice-receipt-2026-06-15.pdf |
      | Europe/Helsinki | 2026-06-15 21:30 UTC | invoice-receipt-2026-06-16.pdf |
      | Asia/Karachi    | 2026-12-31 19:00 UTC | invoice-receipt-2027-01-01.pdf |
