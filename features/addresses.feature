Feature: Delivery addresses
  Customers keep one home address, one work address and any number of other addresses,
  and choose the one their order goes to.

  Scenario Outline: Every required field of the address form must be filled in
    Given the customer is filling in a new address
    And the customer leaves the address field "<field>" empty
    When the customer saves the address form
    Then the address is not saved
    And the address field "<field>" says "This field is required"
    And the address form stays open

    Examples:
      | field          |
      | Address Title  |
      | Flat/Villa No. |
      | Street         |
      | Area           |

  Scenario Outline: Building and Nearest Landmark may stay empty
    Given the customer is filling in a new address
    And the customer leaves the address field "<field>" empty
    When the customer saves the address form
    Then the address is saved

    Examples:
      | field            |
      | Building         |
      | Nearest Landmark |

  Scenario Outline: The title decides whether an address becomes the home or the work address
    Given the customer's address book holds <saved>
    And the customer is filling in a new address
    And the customer types <title> as the address title
    When the customer saves the address form
    Then the new address is kept as a "<kept as>" address

    Examples:
      | saved                     | title      | kept as |
      | no address                | "Home"     | home    |
      | no address                | "HOME"     | home    |
      | no address                | "work"     | work    |
      | no address                | " Work "   | work    |
      | no address                | "homework" | others  |
      | no address                | "Cottage"  | others  |
      | a home address            | "Home"     | others  |
      | a work address            | "Work"     | others  |
      | a home address            | "Work"     | work    |
      | a home and a work address | "home"     | others  |

  Scenario Outline: The form's button says Save for a new address and Update for a saved one
    Given the customer's address book holds a home address
    When the customer opens the address form for <address>
    Then the address form's button reads "<button>"

    Examples:
      | address          | button |
      | a new address    | Save   |
      | the home address | Update |

  Scenario: The title of a saved address cannot be changed
    Given the customer's address book holds a home address
    When the customer opens the address form for the home address
    Then the address title cannot be changed
    When the customer types "Cottage" as the address title
    And the customer types "Runeberginkatu" as the street
    And the customer saves the address form
    Then the home address is titled "Home"
    And the home address is on the street "Runeberginkatu"

  Scenario: A street the map cannot name starts empty
    Given the map names the place under the pin as street "Unnamed Road" in the area "Kamppi"
    When the customer confirms the pin on the map
    Then the address form starts with an empty street
    And the address form starts with the area "Kamppi"

  Scenario: A street the map can name is filled in
    Given the map names the place under the pin as street "Mannerheimintie" in the area "Kamppi"
    When the customer confirms the pin on the map
    Then the address form starts with the street "Mannerheimintie"

  Scenario: Choosing an address selects it and closes the dialog
    Given the customer's address book holds a home and a work address
    And the customer opens the address dialog
    When the customer chooses the work address in the dialog
    Then the work address is the selected address
    And the address dialogs are closed

  Scenario Outline: After a successful change the address dialogs close and start afresh
    Given the customer's address book holds a home address
    And the customer opens the address dialog
    When the customer <change>
    Then the address dialogs are closed
    And no address form is being filled in

    Examples:
      | change                               |
      | saves a new address titled "Cottage" |
      | updates the home address             |
      | deletes the home address             |

  Scenario: A refused change keeps the address dialogs open
    Given the customer's address book holds a home address
    And the customer opens the address dialog
    And the server refuses address changes
    When the customer saves a new address titled "Cottage"
    Then the address form stays open

  Scenario: Deleting the selected address leaves no address selected
    Given the customer's address book holds a home and a work address
    And the customer has chosen the home address
    When the customer deletes the home address
    Then no address is selected
