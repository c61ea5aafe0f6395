Feature: One invoice per payment
  The spec's §4: choosing a payment method builds an invoice from the cart and creates it with that method.
  Before that, the cart summary shows the server's figures all the same: the server prices the cart as it
  would price the invoice, and keeps nothing. However often the customer changes the tip or a quantity, the
  order has one invoice, made when the customer pays.

  Background:
    Given the customer's cart holds 2 "Latte" of the merchant "m-42"

  Scenario: Ten tip changes and a cash payment leave one invoice
    When the customer changes the tip 10 times at the cart summary
    Then the server priced the cart 10 times and holds no invoice
    When the customer pays the cart by cash
    Then the server holds 1 invoice, to be paid by cash, placed as the order

  Scenario: Paying cash again after a lost answer places the invoice already made
    A retry never makes a second order, nor a second invoice: the invoice the first attempt made is placed.
    When the customer changes the tip 3 times at the cart summary
    And the customer pays cash, loses the server's answer and pays cash again
    Then the server holds 1 invoice, to be paid by cash, placed as the order
