Feature: Validating what customers type
  Forms check values against a library of named rules and show a message when a value breaks one.
  Text fields can also filter what is typed (a change that does not fit is ignored), keep at most a set
  number of characters, and shape the text with a mask.

  Rule: Values are checked against named rules

    Scenario Outline: Checking a value against a rule
      When "<value>" is checked against the validation rule "<rule>"
      Then the validation <verdict>

      Examples: Email addresses
        | rule  | value                    | verdict                                    |
        | email | aino.virtanen@example.fi | accepts it                                 |
        | email | aino+kuitit@posti.fi     | accepts it                                 |
        | email | aino@example             | refuses it with "Please enter valid email" |
        | email | aino.example.fi          | refuses it with "Please enter valid email" |
        | email | aino@@example.fi         | refuses it with "Please enter valid email" |
        | email | aino..v@example.fi       | refuses it with "Please enter valid email" |
        | email | aino virtanen@example.fi | refuses it with "Please enter valid email" |

      Examples: Passwords
        | rule              | value     | verdict                                                                                                          |
        | moderate password | Kesä2026  | accepts it                                                                                                       |
        | moderate password | Kesa2026  | accepts it                                                                                                       |
        | moderate password | Kesa202   | refuses it with "Use at least 8 characters with an upper-case letter, a lower-case letter and a digit"           |
        | moderate password | kesa2026  | refuses it with "Use at least 8 characters with an upper-case letter, a lower-case letter and a digit"           |
        | moderate password | KESA2026  | refuses it with "Use at least 8 characters with an upper-case letter, a lower-case letter and a digit"           |
        | moderate password | Kesakuuta | refuses it with "Use at least 8 characters with an upper-case letter, a lower-case letter and a digit"           |
        | complex password  | Kesa2026! | accepts it                                                                                                       |
        | complex password  | Kesa2026  | refuses it with "Use at least 8 characters with an upper-case letter, a lower-case letter, a digit and a symbol" |

      Examples: Numbers
        | rule           | value | verdict                                       |
        | whole number   | 42    | accepts it                                    |
        | whole number   | -7    | accepts it                                    |
        | whole number   | 4.2   | refuses it with "Please enter a whole number" |
        | whole number   | 4 2   | refuses it with "Please enter a whole number" |
        | decimal number | 12.50 | accepts it                                    |
        | decimal number | 12,50 | accepts it                                    |
        | decimal number | 12    | accepts it                                    |
        | decimal number | 12.   | refuses it with "Please enter a number"       |
        | decimal number | 1.2.3 | refuses it with "Please enter a number"       |

      Examples: Dates and times
        | rule         | value      | verdict                                                 |
        | date         | 2026-06-15 | accepts it                                              |
        | date         | 2024-02-29 | accepts it                                              |
        | date         | 2026-02-29 | refuses it with "Please enter a date as yyyy-mm-dd"     |
        | date         | 2026-02-30 | refuses it with "Please enter a date as yyyy-mm-dd"     |
        | date         | 2026-04-31 | refuses it with "Please enter a date as yyyy-mm-dd"     |
        | date         | 2026-13-01 | refuses it with "Please enter a date as yyyy-mm-dd"     |
        | date         | 15.6.2026  | refuses it with "Please enter a date as yyyy-mm-dd"     |
        | 24-hour time | 00:00      | accepts it                                              |
        | 24-hour time | 23:59      | accepts it                                              |
        | 24-hour time | 24:00      | refuses it with "Please enter a time as hh:mm"          |
        | 24-hour time | 12:60      | refuses it with "Please enter a time as hh:mm"          |
        | 12-hour time | 9:30 PM    | accepts it                                              |
        | 12-hour time | 12:00 am   | accepts it                                              |
        | 12-hour time | 13:00 PM   | refuses it with "Please enter a time as hh:mm AM or PM" |
        | 12-hour time | 00:30 AM   | refuses it with "Please enter a time as hh:mm AM or PM" |
        | 12-hour time | 9:30       | refuses it with "Please enter a time as hh:mm AM or PM" |

      Examples: Names and required fields
        | rule     | value        | verdict                                   |
        | letters  | Äijälä       | accepts it                                |
        | letters  | Anna-Liisa   | accepts it                                |
        | letters  | Linnéa Öhman | accepts it                                |
        | letters  | Šakki        | accepts it                                |
        | letters  | R2D2         | refuses it with "Please use letters only" |
        | letters  | Aino_V       | refuses it with "Please use letters only" |
        | required | Aino         | accepts it                                |
        | required |              | refuses it with "This field is required"  |

    Scenario: A value of spaces only is as empty as a blank one
      When a value of 3 spaces is checked against the validation rule "required"
      Then the validation refuses it with "This field is required"

  Rule: A staff password the owner sets is the library's moderate password

    Scenario Outline: The owner sets a staff member's password
      When the owner gives "<password>" as a staff member's new password
      Then <outcome>

      Examples:
        | password   | outcome                                                                                                    |
        | Kesä2026   | the staff form takes the password                                                                          |
        | Tarjotin-1 | the staff form takes the password                                                                          |
        | helmi-2026 | the staff form says "Use at least 8 characters with an upper-case letter, a lower-case letter and a digit" |
        | HELMI-2026 | the staff form says "Use at least 8 characters with an upper-case letter, a lower-case letter and a digit" |
        | Tarjotin   | the staff form says "Use at least 8 characters with an upper-case letter, a lower-case letter and a digit" |
        | Kesa202    | the staff form says "Too short"                                                                            |

  Rule: A form that takes a date and a time uses the library's date and 24-hour time

    Scenario Outline: The booking time of a ride for later is a whole date and a 24-hour time
      When "<value>" is given as the booking time of a ride for later
      Then <outcome>

      Examples:
        | value            | outcome                                                                     |
        | 2026-06-15T12:30 | the booking form takes the time                                             |
        | 2026-06-15T00:00 | the booking form takes the time                                             |
        | 2026-06-15       | the booking form says "Choose the date and time of the ride" under the time |
        | 2026-02-30T12:30 | the booking form says "Choose the date and time of the ride" under the time |
        | 2026-06-15T24:00 | the booking form says "Choose the date and time of the ride" under the time |
        | June 15 2026     | the booking form says "Choose the date and time of the ride" under the time |

  Rule: A filtered field ignores a change that does not fit its filter

    Scenario Outline: Filters keep what the field already held when a change does not fit
      Given a validation field that takes <filter>, holding "<before>"
      When the customer changes that validation field to "<after typing>"
      Then that validation field holds "<kept>"

      Examples:
        | filter                     | before | after typing | kept   |
        | letters and digits         | Kesä   | Kesä2        | Kesä2  |
        | letters and digits         | Kesä   | Kesä 2       | Kesä   |
        | letters, digits and spaces | Kesä   | Kesä 2       | Kesä 2 |
        | letters, digits and spaces | Kesä   | Kesä-2       | Kesä   |
        | letters and spaces         | Aino   | Aino V       | Aino V |
        | letters and spaces         | Aino   | Aino 5       | Aino   |
        | digits only                | 12     | 123          | 123    |
        | digits only                | 12     | 12a          | 12     |
        | digits only                | 12     | 12.5         | 12     |
        | digits only                | 12     | -12          | 12     |
        | decimal numbers            | 12     | 12,          | 12,    |
        | decimal numbers            | 12,5   | 12,50        | 12,50  |
        | decimal numbers            | 12.5   | 12.5.        | 12.5   |
        | decimal numbers            | 12     | 12e3         | 12     |

    Scenario: Any filtered field can be emptied
      Given a validation field that takes digits only, holding "123"
      When the customer changes that validation field to ""
      Then that validation field holds ""

  Rule: A field with a maximum length keeps only that many characters

    Scenario Outline: A longer change is cut to the maximum, as the browser does with a paste
      Given a validation field of at most <maximum> characters, holding "<before>"
      When the customer changes that validation field to "<after typing>"
      Then that validation field holds "<kept>"

      Examples:
        | maximum | before | after typing | kept  |
        | 5       | abcd   | abcde        | abcde |
        | 5       | abcde  | abcdef       | abcde |
        | 5       |        | abcdefghij   | abcde |
        | 5       | abcde  | abcd         | abcd  |

  Rule: A masked field writes its own characters around the digits typed

    Scenario Outline: A date field masked as yyyy-mm-dd
      Given a validation field with the mask "####-##-##", holding ""
      When the customer changes that validation field to "<after typing>"
      Then that validation field holds "<kept>"

      Examples:
        | after typing | kept       |
        | 2026         | 2026       |
        | 20260        | 2026-0     |
        | 20260615     | 2026-06-15 |
        | 2026-06-15   | 2026-06-15 |
        | 2026/06/15   | 2026-06-15 |
        | 2026061599   | 2026-06-15 |
