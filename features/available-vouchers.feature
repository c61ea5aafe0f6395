Feature: The customer's vouchers at checkout
  The cart summary lists the vouchers the signed-in customer holds at the cart's store
  (GET users/{id}/vouchers). A tap on one applies it exactly as typing its code would:
  the server still decides whether it applies and what it takes off.

  Background:
    Given it is "2026-06-15T12:00:00Z"

  Rule: The unexpired vouchers of the cart's store are offered, soonest expiry first

    Scenario: Vouchers the customer holds at the store
      Given the customer "usr-7" is signed in
      And the customer "usr-7" holds these vouchers at "sataman-helmi":
        | code       | name                          | expires              |
        | LOYAL15    | 15 % off for a loyal customer | 2026-12-31T22:00:00Z |
        | HELMI5     | 5 € off at Sataman Helmi      | 2026-06-20T21:00:00Z |
        | SUMMER2020 | An expired summer offer       | 2020-08-31T23:59:59Z |
        | NOWGONE    | Ended this very moment        | 2026-06-15T12:00:00Z |
      When the customer opens the checkout of a cart from "sataman-helmi"
      Then the vouchers offered are, in order:
        | code    |
        | HELMI5  |
        | LOYAL15 |
      And the wallet was asked about "usr-7" at "sataman-helmi"

    Scenario: Another store's vouchers are not offered
      Given the customer "usr-7" is signed in
      And the customer "usr-7" holds these vouchers at "pizzeria-vallila":
        | code   | name                        | expires              |
        | PIZZA3 | 3 € off at Pizzeria Vallila | 2099-12-31T23:59:59Z |
      When the customer opens the checkout of a cart from "sataman-helmi"
      Then no voucher is offered

    Scenario: Nobody signed in holds no vouchers, and the server is not asked
      When the customer opens the checkout of a cart from "sataman-helmi"
      Then no voucher is offered
      And the wallet was not asked

  Rule: A tap on an offered voucher applies it as its typed code would

    Scenario: The server accepts a tapped voucher
      Given the customer is at checkout
      And the customer "usr-7" is signed in
      And the customer "usr-7" holds these vouchers at "sataman-helmi":
        | code   | name                     | expires              |
        | HELMI5 | 5 € off at Sataman Helmi | 2099-12-31T23:59:59Z |
      And the server takes 5,00 off the order for the voucher "HELMI5"
      When the customer opens the checkout of a cart from "sataman-helmi"
      And the customer taps the offered voucher "HELMI5"
      Then the voucher dialog says "Voucher Applied" and offers "Continue"
      And the server was asked to price the cart with the voucher "HELMI5"
      When the customer continues from the voucher dialog
      Then the voucher takes 5,00 off the order

    Scenario: The server refuses a tapped voucher with its own words
      Given the customer is at checkout
      And the customer "usr-7" is signed in
      And the customer "usr-7" holds these vouchers at "sataman-helmi":
        | code   | name                     | expires              |
        | HELMI5 | 5 € off at Sataman Helmi | 2099-12-31T23:59:59Z |
      And the server refuses the voucher "HELMI5" with "This voucher was already used"
      When the customer opens the checkout of a cart from "sataman-helmi"
      And the customer taps the offered voucher "HELMI5"
      Then the voucher dialog shows the server's message "This voucher was already used"
      And the voucher takes 0,00 off the order
