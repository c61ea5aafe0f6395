Feature: Slowing the kitchen
  The staff pause new orders for a while, or until they resume them, or cap the orders of any 15 minutes.
  While a pause or a full kitchen holds, the store takes no new order and says until when; the orders already
  placed go on.

  Scenario: A pause of 30 minutes ends by itself
    Given it is 18:00 at the store
    When the staff pause new orders for 30 minutes
    Then the store takes no new orders: paused until 18:30
    And adding its products to the cart is refused
    When it is 18:30 at the store
    Then the store takes new orders

  Scenario: A pause until the staff resume has no end of its own
    Given it is 18:00 at the store
    When the staff pause new orders until they resume them
    And it is 23:00 at the store
    Then the store takes no new orders: paused until the staff resume
    When the staff resume new orders
    Then the store takes new orders

  Scenario: A cap of 2 orders per 15 minutes
    Given the store takes at most 2 orders per 15 minutes
    And orders were placed at 18:00 and 18:05
    When it is 18:10 at the store
    Then the store takes no new orders: full until 18:15
    When it is 18:15 at the store
    Then the store takes new orders

  Scenario: Below the cap the store takes orders
    Given the store takes at most 3 orders per 15 minutes
    And orders were placed at 17:40, 18:00 and 18:05
    When it is 18:10 at the store
    Then the store takes new orders
