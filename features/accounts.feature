Feature: Accounts and sessions
  Customers log in with a Pakistani mobile number and a 6-character PIN, sign up in three steps with a
  one-time code (OTP) sent to their number, and reset a forgotten PIN in two steps. Visitors who have not
  logged in are signed in as guests by their device. A session that expires logs the customer out and
  clears the cart and the order lists.

  Rule: The mobile number field shows a number as "+92 300 1234567", 15 characters with both spaces

    Scenario Outline: The mobile number field shapes what the customer types
      When the customer types "<typed>" into the mobile number field
      Then the mobile number field shows "<shown>"

      Examples:
        | typed           | shown           |
        | 3               | +92 3           |
        | 300             | +92 300         |
        | 3001            | +92 300 1       |
        | 3001234567      | +92 300 1234567 |
        | 923001234567    | +92 300 1234567 |
        | +92 300 1234567 | +92 300 1234567 |
        | 30012345678     | +92 300 1234567 |
        | abc             |                 |

    Scenario Outline: A pasted number loses its dashes and spaces but keeps its digits
      When the customer pastes "<pasted>" into the mobile number field
      Then the mobile number field shows "<shown>"

      Examples:
        | pasted           | shown           |
        | 300-1234567      | +92 300 1234567 |
        | 300 123 4567     | +92 300 1234567 |
        | +92-300-123-4567 | +92 300 1234567 |
        | (300) 1234567    | +92 300 1234567 |
        | +92 300 123456   | +92 300 123456  |

  Rule: The login dialog asks for the whole number and a PIN of exactly 6 letters or digits

    Scenario Outline: The login dialog checks the number and the PIN before sending them
      Given a customer account for "+92 300 1234567" with PIN "a1b2c3"
      When the customer logs in with mobile number "<mobile number>" and PIN "<pin>"
      Then the login dialog shows "<message>" under the <field>
      And no login is sent to the server

      Examples:
        | mobile number   | pin     | field         | message                                   |
        |                 | a1b2c3  | mobile number | Please Enter Phone No                     |
        | +92 300 123456  | a1b2c3  | mobile number | Phone No is not valid                     |
        | +92 300         | a1b2c3  | mobile number | Phone No is not valid                     |
        | +92 300 1234567 |         | PIN           | Please Enter Your 6 Digit Pin or password |
        | +92 300 1234567 | a1b2c   | PIN           | Please Enter Your 6 Digit Pin or password |
        | +92 300 1234567 | a1b2c3d | PIN           | Please Enter Your 6 Digit Pin or password |
        | +92 300 1234567 | a1 2c3  | PIN           | Please Enter Your 6 Digit Pin or password |
        | +92 300 1234567 | a1b2cä  | PIN           | Please Enter Your 6 Digit Pin or password |

    Scenario: An empty login dialog asks for both the number and the PIN
      When the customer logs in with mobile number "" and PIN ""
      Then the login dialog shows "Please Enter Phone No" under the mobile number
      And the login dialog shows "Please Enter Your 6 Digit Pin or password" under the PIN

    Scenario Outline: The PIN field takes the letters a to z and digits only, at most 30 of them
      Given the PIN field already holds "<before>"
      When the customer changes the PIN field to "<after typing>"
      Then the PIN field holds "<kept>"

      Examples:
        | before | after typing | kept    |
        | a1b2c  | a1b2c3       | a1b2c3  |
        | a1b2c  | a1b2c        | a1b2c   |
        | a1b2c  | a1b2cä       | a1b2c   |
        | a1b2c  | a1b2c-       | a1b2c   |
        | a1b2c3 | a1b2c3d      | a1b2c3d |

    Scenario: The PIN field stops at 30 characters
      Given the PIN field already holds "abcdefghijklmnopqrstuvwxyz1234"
      When the customer changes the PIN field to "abcdefghijklmnopqrstuvwxyz12345"
      Then the PIN field holds "abcdefghijklmnopqrstuvwxyz1234"

  Rule: A customer logs in with the number without its spaces and lands on the stores of the first industry

    Scenario: A customer logs in and lands on the first industry of the account
      Given a customer account for "+92 300 1234567" with PIN "a1b2c3" set up for the industries:
        | industry id | name        |
        | 21          | Restaurants |
        | 22          | Groceries   |
      When the customer logs in with mobile number "+92 300 1234567" and PIN "a1b2c3"
      Then the login sends the login id "+923001234567" with the PIN "a1b2c3"
      And the customer is logged in to the account "+923001234567"
      And the login lands on the stores of industry 21

    Scenario: An account without industries lands on the store listing
      Given a customer account for "+92 300 1234567" with PIN "a1b2c3"
      When the customer logs in with mobile number "300 1234567" and PIN "a1b2c3"
      Then the customer is logged in to the account "+923001234567"
      And the login lands on the store listing without an industry

    Scenario: A wrong PIN shows the server's message and logs nobody in
      Given a customer account for "+92 300 1234567" with PIN "a1b2c3"
      When the customer logs in with mobile number "+92 300 1234567" and PIN "zzzzzz"
      Then the login dialog shows the server's message "Invalid mobile number or PIN"
      And nobody is logged in to an account

    Scenario: A customer whose registration is unfinished is taken back to sign-up for a new OTP
      Given an unfinished registration for "+92 300 1234567"
      When the customer logs in with mobile number "+92 300 1234567" and PIN "a1b2c3"
      Then the login dialog shows the server's message "Please verify your mobile number"
      And the login hands over to sign-up at step 1, offering to resend the OTP

  Rule: Sign-up takes three steps: 1 mobile number, 2 OTP, 3 name and PIN (and optionally e-mail and date of birth)

    Scenario: A new customer signs up and is logged in automatically
      When the customer starts signing up
      Then the sign-up is at step 1
      When the customer signs up with the mobile number "+92 311 7654321"
      Then the sign-up is at step 2
      When the customer enters the OTP sent to the number
      Then the sign-up is at step 3
      When the customer finishes signing up as "Aino Virtanen" with the PIN "a1b2c3"
      Then the sign-up is finished
      And the login sends the login id "+923117654321" with the PIN "a1b2c3"
      And the customer is logged in to the account "+923117654321"

    Scenario: A number with an unfinished registration stays at step 1 and is sent a new OTP
      Given an unfinished registration for "+92 300 1234567"
      When the customer signs up with the mobile number "+92 300 1234567"
      Then the sign-up is at step 1, offering to resend the OTP
      When the customer asks the sign-up to resend the OTP
      Then a new OTP is sent for the sign-up
      And the sign-up is at step 2

    Scenario: A number that already has an account leaves sign-up for the login
      Given a customer account for "+92 300 1234567" with PIN "a1b2c3"
      When the customer signs up with the mobile number "+92 300 1234567"
      Then the sign-up screen shows the server's message "Mobile number is already registered"
      And the sign-up is at step -1
      And the sign-up screen shows "This number already has an account. Please log in."

    Scenario: A wrong OTP keeps the customer at step 2
      When the customer signs up with the mobile number "+92 311 7654321"
      And the customer enters the OTP "0000"
      Then the sign-up screen shows the server's message "Invalid OTP"
      And the sign-up is at step 2

    Scenario Outline: Step 3 asks for a name and a PIN of 6 letters or digits
      Given the customer has reached step 3 of the sign-up
      When the customer finishes signing up as "<name>" with the PIN "<pin>"
      Then the sign-up screen shows "<message>" under the <field>
      And the sign-up is at step 3

      Examples:
        | name          | pin    | field | message                                   |
        |               | a1b2c3 | name  | This field is required                    |
        | Aino Virtanen | 12345  | PIN   | Please Enter Your 6 Digit Pin or password |

    Scenario Outline: Step 3 also takes an e-mail and a date of birth, both optional
      Given the customer has reached step 3 of the sign-up
      When the customer finishes signing up as "Aino Virtanen" with the PIN "a1b2c3", the e-mail "<e-mail>" and the date of birth "<date of birth>"
      Then the sign-up is finished
      And the sign-up sends the e-mail "<sent e-mail>" and the date of birth "<sent date>"

      Examples:
        | e-mail          | date of birth | sent e-mail     | sent date  |
        | aino@example.fi | 1990-04-01    | aino@example.fi | 1990-04-01 |
        | aino@example.fi |               | aino@example.fi | nothing    |
        |                 | 2000-02-29    | nothing         | 2000-02-29 |
        |                 |               | nothing         | nothing    |

    Scenario Outline: An e-mail or a date of birth given at step 3 must match the pattern library
      Given the customer has reached step 3 of the sign-up
      When the customer finishes signing up as "Aino Virtanen" with the PIN "a1b2c3", the e-mail "<e-mail>" and the date of birth "<date of birth>"
      Then the sign-up screen shows "<message>" under the <field>
      And the sign-up is at step 3

      Examples:
        | e-mail          | date of birth | field         | message                           |
        | aino@example    | 1990-04-01    | e-mail        | Please enter valid email          |
        | aino@example.fi | 1990-02-30    | date of birth | Please enter a date as yyyy-mm-dd |
        | aino@example.fi | 01.04.1990    | date of birth | Please enter a date as yyyy-mm-dd |

    Scenario Outline: Going back returns one step, and from step 3 two steps
      Given the customer has reached step <from> of the sign-up
      When the customer goes back in the sign-up
      Then the sign-up is at step <to>

      Examples:
        | from | to |
        | 1    | 1  |
        | 2    | 1  |
        | 3    | 1  |

    Scenario: Starting over returns to step 1
      Given the customer has reached step 3 of the sign-up
      When the customer starts the sign-up over
      Then the sign-up is at step 1

  Rule: A forgotten PIN is reset in two steps: 1 ask for a reset, 2 set the new PIN

    Scenario: A customer resets a forgotten PIN and logs in with the new one
      Given a customer account for "+92 300 1234567" with PIN "a1b2c3"
      When the customer asks to reset the PIN of "300 1234567"
      Then the PIN reset is at step 2
      When the customer sets the new PIN "z9y8x7" with the code sent to the number
      Then the PIN reset is finished
      When the customer logs in with mobile number "+92 300 1234567" and PIN "z9y8x7"
      Then the customer is logged in to the account "+923001234567"

    Scenario: A number without an account cannot reset a PIN
      When the customer asks to reset the PIN of "+92 399 9999999"
      Then the PIN reset shows the server's message "No account with this mobile number"
      And the PIN reset is at step 1

  Rule: A visitor who has not logged in is signed in as a guest by the device

    Scenario: A visitor is signed in as a guest
      When the storefront signs the visitor in as a guest on the device "device-42"
      Then the visitor has a guest session for the device "device-42"

    Scenario: A device without an id is signed in with the fallback id 123
      When the storefront signs the visitor in as a guest on the device ""
      Then the visitor has a guest session for the device "123"

    Scenario: A logged-in customer is not turned into a guest
      Given a customer account for "+92 300 1234567" with PIN "a1b2c3"
      And the customer has logged in to the account "+92 300 1234567" with PIN "a1b2c3"
      When the storefront signs the visitor in as a guest on the device "device-42"
      Then the customer is logged in to the account "+923001234567"

  Rule: An expired session logs the customer out and clears the cart, the order lists and the session

    Background:
      Given a customer account for "+92 300 1234567" with PIN "a1b2c3"
      And the customer has logged in to the account "+92 300 1234567" with PIN "a1b2c3"
      And the session holds 2 products in the cart and 3 orders in the order lists

    Scenario Outline: What a failed request does to the session
      When a <request> answers <status> while the customer is on "<page>"
      Then the session <outcome>

      Examples:
        | request           | status | page                           | outcome                                       |
        | store request     | 401    | /products                      | ends                                          |
        | store request     | 403    | /checkout/cart-summary         | ends                                          |
        | login request     | 401    | /products                      | stays                                         |
        | store request     | 401    | /transport/main-page           | stays                                         |
        | transport request | 401    | /transport/confirm-booking/i-1 | stays                                         |
        | transport request | 419    | /transport/main-page           | stays and the transport service logs in again |
        | store request     | 419    | /products                      | stays                                         |
        | store request     | 500    | /products                      | stays                                         |

    Scenario: An expired session tells the customer and clears everything
      When a store request answers 401 while the customer is on "/order/history"
      Then the customer is told the session ended: "Session Expired"
      And the session, the cart and the order lists are cleared

    Scenario: Logging out clears the cart, the order lists and the session
      When the customer logs out of the account
      Then the server is told of the logout
      And the session, the cart and the order lists are cleared

    Scenario: Logging out works even when the server cannot be reached
      Given the account server cannot be reached
      When the customer logs out of the account
      Then the session, the cart and the order lists are cleared
