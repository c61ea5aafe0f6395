Feature: Ride booking
  In transport mode a customer books a taxi ride, now or in advance. Rides starting at night on the host's clock cost
  more, the browser remembers the customer's recent rides, and the booking pages refresh themselves when left idle.

  Scenario Outline: The night surcharge of 10 runs from 00:00 to 06:59 on the host's clock, for a ride now
    A host names its time zone; the spec's Singapore is the one without a name. The rider's own zone takes no part.
    Given a taxi host in "<zone>" taking rides up to 30 days ahead
    And the host's clock shows <date> <time>
    When the rider prices a ride for now
    Then the server charges a night surcharge of <surcharge>

    Examples:
      | zone            | date       | time  | surcharge |
      | Asia/Singapore  | 2026-06-15 | 23:59 | 0.00      |
      | Asia/Singapore  | 2026-06-16 | 00:00 | 10.00     |
      | Asia/Singapore  | 2026-06-16 | 06:59 | 10.00     |
      | Asia/Singapore  | 2026-06-16 | 07:00 | 0.00      |
      | Europe/Helsinki | 2026-11-29 | 01:14 | 10.00     |
      | Europe/Helsinki | 2026-11-29 | 07:00 | 0.00      |

  Scenario Outline: A ride booked ahead costs the night surcharge by its booking time on the host's clock
    Helsinki moves its clocks forward on 29 March 2026 (03:00 becomes 04:00) and back on 25 October 2026;
    the night is judged by the clock on the wall.
    Given a taxi host in "Europe/Helsinki" taking rides up to 366 days ahead
    And the host's clock shows 2026-03-20 12:00
    When the rider prices a ride booked for <booking time> on the host's clock
    Then the server charges a night surcharge of <surcharge>

    Examples:
      | booking time     | surcharge |
      | 2026-03-29 02:59 | 10.00     |
      | 2026-03-29 04:00 | 10.00     |
      | 2026-03-29 06:59 | 10.00     |
      | 2026-03-29 07:00 | 0.00      |
      | 2026-10-25 06:59 | 10.00     |
      | 2026-10-25 07:00 | 0.00      |
      | 2026-03-29 12:00 | 0.00      |

  Scenario: A ride booked for the day is not charged for night just because it is booked at night
    Given a taxi host in "Europe/Helsinki" taking rides up to 30 days ahead
    And the host's clock shows 2026-06-16 02:00
    When the rider prices a ride booked for 2026-06-16 12:00 on the host's clock
    Then the server charges a night surcharge of 0.00

  Scenario Outline: A ride now and a ride booked for the same minute cost the same
    Given a taxi host in "Europe/Helsinki" taking rides up to 30 days ahead
    And the host's clock shows <date> <time>
    Then a ride booked for <date> <time> on the host's clock costs the same as the ride for now

    Examples:
      | date       | time  |
      | 2026-11-29 | 01:14 |
      | 2026-11-29 | 12:00 |

  Scenario Outline: A ride is booked at most the host's number of days ahead
    Given a taxi host in "Europe/Helsinki" taking rides up to 30 days ahead
    And the host's clock shows 2026-11-29 01:14
    When the rider prices a ride booked <days> days ahead
    Then the server <outcome>

    Examples:
      | days | outcome                                     |
      | 30   | charges a night surcharge of 10.00          |
      | 31   | refuses the booking time with code 9016     |
      | 395  | refuses the booking time with code 9016     |

  Scenario: A booking time that has passed is refused by the server too
    Given a taxi host in "Europe/Helsinki" taking rides up to 30 days ahead
    And the host's clock shows 2026-11-29 01:14
    When the rider prices a ride booked for 2026-11-29 01:13 on the host's clock
    Then the server refuses the booking time with code 9015

  Scenario: A ride booked ahead searches until shortly before its time, and can be cancelled until then
    Given a taxi host in "Europe/Helsinki" taking rides up to 30 days ahead
    And the host's clock shows 2026-11-29 01:00
    When the rider books a ride for 2026-11-29 03:00 on the host's clock
    And the host's clock moves on to 2026-11-29 01:30
    Then the booked ride is searching
    When the host's clock moves on to 2026-11-29 02:44
    Then the booked ride is searching
    When the host's clock moves on to 2026-11-29 02:45
    Then the booked ride is rider_assigned
    And the rider's cancel is RIDER_ALREADY_ASSIGNED

  Scenario: A ride booked for 03:00 is cancelled at 01:30
    Given a taxi host in "Europe/Helsinki" taking rides up to 30 days ahead
    And the host's clock shows 2026-11-29 01:00
    When the rider books a ride for 2026-11-29 03:00 on the host's clock
    And the host's clock moves on to 2026-11-29 01:30
    Then the rider's cancel is cancelled
    And the booked ride is cancelled

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
