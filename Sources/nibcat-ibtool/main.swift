import IbtoolCommandLine

IbtoolCommand.mainWithContractStatus()
