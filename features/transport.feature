Feature: Ride booking
  In transport mode a customer books a taxi ride, now or in advance. Rides starting at night cost more,
  the browser remembers the customer's recent rides, and the booking pages refresh themselves when left idle.

  Scenario Outline: A ride for now costs a night surcharge of 10 between 00:00 and 06:59 Singapore time
    Given the transport service prices the ride at 25.00
    And the ride booking opens at <date> <time> Singapore time
    When the customer asks the price of a ride for now
    Then the ride's night surcharge is <surcharge>
    And the ride costs <price>

    Examples:
      | date       | time  | surcharge | price |
      | 2026-06-15 | 23:59 | 0.00      | 25.00 |
      | 2026-06-16 | 00:00 | 10.00     | 35.00 |
      | 2026-06-16 | 03:30 | 10.00     | 35.00 |
      | 2026-06-16 | 06:59 | 10.00     | 35.00 |
      | 2026-06-16 | 07:00 | 0.00      | 25.00 |

  Scenario Outline: A ride booked ahead costs the night surcharge by its booking time, where the customer is
    Helsinki moves its clocks forward on 29 March 2026 (03:00 becomes 04:00) and back on 25 October 2026;
    the night is judged by the clock on the wall.
    Given the transport service prices the ride at 25.00
    And the ride booking opens at 2026-03-20 12:00 Singapore time
    When the customer asks the price of a ride booked for <booking time> in "<zone>"
    Then the ride's night surcharge is <surcharge>

    Examples:
      | booking time     | zone            | surcharge |
      | 2026-03-29 02:59 | Europe/Helsinki | 10.00     |
      | 2026-03-29 04:00 | Europe/Helsinki | 10.00     |
      | 2026-03-29 06:59 | Europe/Helsinki | 10.00     |
      | 2026-03-29 07:00 | Europe/Helsinki | 0.00      |
      | 2026-10-25 06:59 | Europe/Helsinki | 10.00     |
      | 2026-10-25 07:00 | Europe/Helsinki | 0.00      |
      | 2026-03-29 12:00 | Europe/Helsinki | 0.00      |
      | 2026-03-29 00:30 | Asia/Singapore  | 10.00     |

  Scenario: A ride booked for the day is not charged for night just because it is booked at night
    Given the transport service prices the ride at 25.00
    And the ride booking opens at 2026-06-16 02:00 Singapore time
    When the customer books a ride for 2026-06-16 12:00 in "Asia/Singapore"
    Then the booked ride costs 25.00

  Scenario Outline: A ride booked ahead is sent with how many minutes ahead it is
    Given the ride booking opens at 2026-06-15 12:00 Helsinki time
    When the customer books a ride for <booking time> in "Europe/Helsinki"
    Then the ride is booked ahead by <minutes> minutes

    Examples:
      | booking time     | minutes |
      | 2026-06-15 12:00 | 0       |
      | 2026-06-15 12:45 | 45      |
      | 2026-06-16 12:00 | 1440    |

  Scenario: A ride for now is not booked ahead
    Given the ride booking opens at 2026-06-15 12:00 Helsinki time
    When the customer books a ride for now
    Then the ride is not booked ahead

  Scenario: A booking time in the past is refused
    Given the ride booking opens at 2026-06-15 12:00 Helsinki time
    When the customer books a ride for 2026-06-15 11:59 in "Europe/Helsinki"
    Then the ride booking tells the customer "The booking time has already passed"
    And no ride is booked

  Scenario: The ride's receipt is e-mailed once it is booked, when the customer asks
    Given the ride booking opens at 2026-06-15 12:00 Helsinki time
    When the customer books a ride for now with its receipt to "aino@example.fi" in Finnish
    Then the ride's receipt is mailed to "aino@example.fi" in Finnish

  Scenario: A receipt that cannot be sent does not undo the booking
    Given the ride booking opens at 2026-06-15 12:00 Helsinki time
    And the transport service cannot send mail
    When the customer books a ride for now with its receipt to "aino@example.fi" in English
    Then the ride is booked although its receipt was not sent

  Scenario Outline: The browser keeps the 72 most recent rides, newest first
    Given the customer has booked <before> rides before
    When the customer books a ride for now
    Then "My Bookings" lists <listed> rides, the one just booked first
    And the oldest ride listed is the customer's ride number <oldest>

    Examples:
      | before | listed | oldest |
      | 70     | 71     | 1      |
      | 71     | 72     | 1      |
      | 72     | 72     | 2      |

  Scenario Outline: A transport page left idle for 10 minutes reloads
    Given the customer is on the transport <page>
    When the transport page is left untouched for <idle>
    Then the transport page <what happens>

    Examples:
      | page                 | idle                 | what happens   |
      | main page            | 9 minutes 59 seconds | stays as it is |
      | main page            | 10 minutes           | reloads        |
      | location pickup page | 10 minutes           | reloads        |
      | booking history page | 30 minutes           | stays as it is |
      | start page           | 30 minutes           | stays as it is |

  Scenario: Touching a transport page starts its idle time again
    Given the customer is on the transport main page
    When the transport page is left untouched for 9 minutes
    And the customer touches the transport page
    And the transport page is left untouched for 9 minutes
    Then the transport page stays as it is

  Scenario: A rider search is cancelled while it still searches
    Given the customer booked a ride that is still looking for a rider
    When the customer cancels the rider search
    Then the ride's rider search is cancelled

  Scenario: A rider search is no longer cancelled once a rider is on the way
    Given the customer booked a ride whose rider is on the way
    When the customer cancels the rider search
    Then the customer is told "A driver is already on the way, so the search can no longer be cancelled."
    And the ride's rider is still on the way

  Scenario: "My Bookings" lists the service's rides and the ones kept in the browser, each once
    Given the transport service lists the rides "Töölö, Kamppi"
    And the browser keeps the rides "Kamppi, Kallio"
    When the customer opens "My Bookings"
    Then "My Bookings" lists the rides "Töölö, Kamppi, Kallio" in that order

  Scenario: "My Bookings" still lists the kept rides when the service cannot be reached
    Given the transport service cannot be reached
    And the browser keeps the rides "Kamppi, Kallio"
    When the customer opens "My Bookings"
    Then "My Bookings" lists the rides "Kamppi, Kallio" in that order

  Scenario: A ride paid by card is booked to be paid by card, and its card checkout opens
    When the customer books a ride for now to be paid by card
    Then the ride is booked to be paid by card
    And the ride's card checkout opens

  Scenario Outline: Only a card ride not paid yet is paid by card
    Given the customer booked a ride that is <status>, <payment>
    When the customer pays the ride by card
    Then the ride's card checkout <outcome>

    Examples:
      | status                  | payment      | outcome       |
      | waiting for its payment | not paid yet | opens         |
      | looking for a rider     | paid         | does not open |
      | cancelled               | refunded     | does not open |
      | looking for a rider     | paid in cash | does not open |
